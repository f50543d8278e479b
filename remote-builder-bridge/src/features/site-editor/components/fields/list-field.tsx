import { useTheme } from '@keepsake/shared/theme';
import { starterValue, unwrap, type Path, type SchemaNode } from '../../state/schema-walk';
import { toolButton } from '../editor-styles';
import { useFieldEnv, type Owner } from './field-env';
import { labelOf, singularOf } from './field-labels';
import { ObjectFields } from './value-editor';

/** Moves the entry at `from` one place up or down; at an edge nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, direction: 'up' | 'down'): T[] {
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A module's list (testimonials, points, cards, slides, buttons, links): each entry with its own fields,
 * moved up or down and removed with buttons that name it; a new entry starts valid (starter words, a picture
 * from the library) so it shows in the frame at once.
 */
export function ListField({
  module,
  path,
  name,
  itemSchema,
  items,
}: {
  module: Owner;
  path: Path;
  name: string;
  itemSchema: SchemaNode;
  items: Record<string, unknown>[];
}) {
  const theme = useTheme();
  const env = useFieldEnv();
  const singular = singularOf(module.type, name);
  const schema = unwrap(itemSchema).inner;
  const tool = toolButton(theme, 'xs');
  const add = () => {
    const item = starterValue(itemSchema, name, () => ({ ...env.images[0], id: `image-${Date.now()}` }));
    env.set(path, [...items, item]);
  };
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.xxs }}>{labelOf(name)}</legend>
      {items.map((item, index) => {
        const n = index + 1;
        return (
          <fieldset
            key={String(item.id ?? index)}
            css={{ border: `1px solid ${theme.colors.secondary}`, borderRadius: theme.radii.card, padding: theme.space.sm, margin: 0, display: 'grid', gap: theme.space.xs }}
          >
            <legend css={{ fontWeight: 600, padding: `0 ${theme.space.xxs}` }}>
              {singular[0]?.toUpperCase()}
              {singular.slice(1)} {n}
            </legend>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xxs }}>
              <button type="button" css={tool} disabled={index === 0} aria-label={`Move ${singular} ${n} up`} onClick={() => env.set(path, moveItem(items, index, 'up'))}>
                Up
              </button>
              <button
                type="button"
                css={tool}
                disabled={index === items.length - 1}
                aria-label={`Move ${singular} ${n} down`}
                onClick={() => env.set(path, moveItem(items, index, 'down'))}
              >
                Down
              </button>
              <button type="button" css={tool} aria-label={`Remove ${singular} ${n}`} onClick={() => env.set(path, items.filter((_, i) => i !== index))}>
                Remove
              </button>
            </div>
            <ObjectFields module={module} path={[...path, index]} schema={schema} value={item} />
          </fieldset>
        );
      })}
      <button type="button" css={tool} onClick={add}>
        Add {singular}
      </button>
    </fieldset>
  );
}

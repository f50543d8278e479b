import { useTheme } from '@keepsake/shared/theme';
import type { ReactNode } from 'react';
import { moveItem, starterValue, unwrap, type Path, type SchemaNode } from '../../state/schema-walk';
import { toolButton } from '../editor-styles';
import { useFieldEnv, type Owner } from './field-env';
import { labelOf, singularOf } from './field-labels';

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
  renderItem,
}: {
  module: Owner;
  path: Path;
  name: string;
  itemSchema: SchemaNode;
  items: Record<string, unknown>[];
  /** The fields of one entry (value-editor's ObjectFields, passed in to keep the modules acyclic). */
  renderItem: (item: { path: Path; schema: SchemaNode; value: Record<string, unknown> }) => ReactNode;
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
            css={{
              border: `1px solid ${theme.colors.secondary}`,
              borderRadius: theme.radii.card,
              padding: theme.space.sm,
              margin: 0,
              display: 'grid',
              gap: theme.space.xs,
            }}
          >
            <legend css={{ fontWeight: 600, padding: `0 ${theme.space.xxs}` }}>
              {singular[0]?.toUpperCase()}
              {singular.slice(1)} {n}
            </legend>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xxs }}>
              <button
                type="button"
                css={tool}
                disabled={index === 0}
                aria-label={`Move ${singular} ${n} up`}
                onClick={() => env.set(path, moveItem(items, index, 'up'))}
              >
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
              <button
                type="button"
                css={tool}
                aria-label={`Remove ${singular} ${n}`}
                onClick={() =>
                  env.set(
                    path,
                    items.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </button>
            </div>
            {renderItem({ path: [...path, index], schema, value: item })}
          </fieldset>
        );
      })}
      <button type="button" css={tool} onClick={add}>
        Add {singular}
      </button>
    </fieldset>
  );
}

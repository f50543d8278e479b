import type { ModuleImage } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { choiceStyles } from '@keepsake/shared/ui';
import { isHrefString, isImageShape, unwrap, type Path, type SchemaNode } from '../../state/schema-walk';
import { toolButton } from '../editor-styles';
import { useFieldEnv, type Owner } from './field-env';
import { choiceLabel, labelOf } from './field-labels';
import { ImageField } from './image-field';
import { LinkField } from './link-field';
import { ListField } from './list-field';
import { LocationsField } from './locations-field';
import { RichTextField } from './rich-text-field';
import { TextField } from './text-field';

// Keys the contract has that staff never edit: identities and the discriminators.
const FIXED = new Set(['id', 'type', 'kind']);
const MULTILINE = new Set(['text', 'quote', 'description']);

/** The editor for one value of a module, chosen from its schema node: the whole contract, nested too. */
export function ValueEditor({ module, path, name, schema, value }: { module: Owner; path: Path; name: string; schema: SchemaNode; value: unknown }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const { inner, optional } = unwrap(schema);
  const label = labelOf(name);
  const typeName = inner._def.typeName;

  if (name === 'locationIds') return <LocationsField path={path} value={(value as string[] | undefined) ?? []} />;
  if (name === 'content' && typeName === 'ZodArray') return <RichTextField module={module} path={path} value={(value as never) ?? []} />;
  if (isImageShape(inner) || (typeName === 'ZodDiscriminatedUnion' && (value as { kind?: string } | undefined)?.kind === 'image')) {
    if (value === undefined) {
      return (
        <button type="button" css={toolButton(theme, 'xs')} onClick={() => env.images[0] && env.set(path, { ...env.images[0], id: `image-${Date.now()}` })}>
          Add a picture
        </button>
      );
    }
    return (
      <div css={{ display: 'grid', gap: theme.space.xxs }}>
        <ImageField path={path} label={label} value={value as ModuleImage & Record<string, unknown>} />
        {optional ? (
          <button type="button" css={toolButton(theme, 'xs')} onClick={() => env.set(path, undefined)}>
            Remove the picture
          </button>
        ) : null}
      </div>
    );
  }
  switch (typeName) {
    case 'ZodString':
      if (isHrefString(inner)) return <LinkField path={path} label={label} value={value as string | undefined} optional={optional} />;
      return (
        <TextField
          path={path}
          label={label}
          value={value}
          optional={optional}
          kind={MULTILINE.has(name) && !(module.type === 'headline' && path.length === 1) ? 'multiline' : 'text'}
        />
      );
    case 'ZodNumber':
      return <TextField path={path} label={label} value={value} optional={optional} kind="number" />;
    case 'ZodEnum':
      return (
        <TextField
          path={path}
          label={label}
          value={value}
          optional={optional}
          kind="choice"
          options={(inner._def.values ?? []).map((o) => ({ value: o, label: choiceLabel(o) }))}
        />
      );
    case 'ZodUnion':
      if (!inner._def.options?.every((o) => o._def.typeName === 'ZodLiteral')) return null;
      return (
        <TextField
          path={path}
          label={label}
          value={value}
          optional={optional}
          kind="choice"
          options={inner._def.options.map((o) => ({ value: String(o._def.value), label: String(o._def.value) }))}
        />
      );
    case 'ZodBoolean':
      return (
        <label css={choiceStyles(theme)}>
          <input type="checkbox" name={path.join('.')} checked={value === true} onChange={(event) => env.set(path, event.target.checked)} />
          <span>{label}</span>
        </label>
      );
    case 'ZodArray':
      return inner._def.type && unwrap(inner._def.type).inner._def.typeName === 'ZodObject' ? (
        <ListField
          module={module}
          path={path}
          name={name}
          itemSchema={inner._def.type}
          items={(value as Record<string, unknown>[] | undefined) ?? []}
          renderItem={(item) => <ObjectFields module={module} path={item.path} schema={item.schema} value={item.value} />}
        />
      ) : null;
    case 'ZodDiscriminatedUnion': {
      const key = inner._def.discriminator ?? 'type';
      const option = inner._def.options?.find((o) => o.shape?.[key]?._def.value === (value as Record<string, unknown> | undefined)?.[key]);
      return option ? <ObjectFields module={module} path={path} schema={option} value={value as Record<string, unknown>} legend={label} /> : null;
    }
    case 'ZodObject':
      return <ObjectFields module={module} path={path} schema={inner} value={(value as Record<string, unknown>) ?? {}} legend={label} />;
    default:
      return null;
  }
}

/** The editable fields of an object of the contract, in the contract's order. */
export function ObjectFields({
  module,
  path,
  schema,
  value,
  legend,
}: {
  module: Owner;
  path: Path;
  schema: SchemaNode;
  value: Record<string, unknown>;
  legend?: string;
}) {
  const theme = useTheme();
  const fields = Object.entries(schema.shape ?? {})
    .filter(([key]) => !FIXED.has(key))
    .map(([key, node]) => <ValueEditor key={key} module={module} path={[...path, key]} name={key} schema={node} value={value[key]} />);
  if (!legend) return <>{fields}</>;
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.xxs }}>{legend}</legend>
      {fields}
    </fieldset>
  );
}

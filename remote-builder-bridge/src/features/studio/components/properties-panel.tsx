import { useEffect, useId, useState } from 'react';
import { css } from '@emotion/react';
import { pageModuleSchema, type Module, type TextMarkState } from '@keepsake/shared/contract';
import { issueMessage } from '@keepsake/shared/messages';
import { describeModule } from '../../../lib/module-labels';
import { DANGER, INK, MUTED, panelHeadingCss } from './studio-styles';

type Field =
  | { key: string; kind: 'text'; optional: boolean }
  | { key: string; kind: 'number'; optional: boolean }
  | { key: string; kind: 'boolean' }
  | { key: string; kind: 'choice'; optional: boolean; options: { value: string; label: string }[] };

const LABELS: Record<string, string> = {
  heading: 'Heading',
  text: 'Text',
  subtext: 'Line under the headline',
  level: 'Heading level',
  align: 'Alignment',
  caption: 'Caption',
  showPhone: 'Show the phone number',
  showEmail: 'Show the email address',
  showLocations: 'Show the locations',
  showForm: 'Show the contact form',
  autoRotate: 'Turn slides automatically',
  intervalSeconds: 'Seconds per slide',
  fromPath: 'Cards for the pages under',
};
const labelOf = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

// The module contract read by zod's type names (the studio does not bundle zod itself: it is the shell's).
interface SchemaNode {
  _def: { typeName: string; innerType?: SchemaNode; values?: string[]; options?: SchemaNode[]; value?: unknown };
  shape?: Record<string, SchemaNode>;
}

function unwrap(schema: SchemaNode): { inner: SchemaNode; optional: boolean } {
  let inner = schema;
  let optional = false;
  while ((inner._def.typeName === 'ZodOptional' || inner._def.typeName === 'ZodDefault') && inner._def.innerType) {
    if (inner._def.typeName === 'ZodOptional') optional = true;
    inner = inner._def.innerType;
  }
  return { inner, optional };
}

/** The fields of a module the panel edits: its plain values, from the module contract. Lists are not here. */
export function editableFields(type: Module['type']): Field[] {
  const schema = pageModuleSchema.optionsMap.get(type) as unknown as SchemaNode | undefined;
  if (!schema?.shape) return [];
  const fields: Field[] = [];
  for (const [key, value] of Object.entries(schema.shape)) {
    if (key === 'id' || key === 'type') continue;
    const { inner, optional } = unwrap(value);
    const kind = inner._def.typeName;
    if (kind === 'ZodString') fields.push({ key, kind: 'text', optional });
    else if (kind === 'ZodNumber') fields.push({ key, kind: 'number', optional });
    else if (kind === 'ZodBoolean') fields.push({ key, kind: 'boolean' });
    else if (kind === 'ZodEnum') fields.push({ key, kind: 'choice', optional, options: (inner._def.values ?? []).map((o) => ({ value: o, label: o })) });
    else if (kind === 'ZodUnion' && inner._def.options?.every((o) => o._def.typeName === 'ZodLiteral')) {
      const options = inner._def.options.map((o) => ({ value: String(o._def.value), label: String(o._def.value) }));
      fields.push({ key, kind: 'choice', optional, options });
    }
  }
  return fields;
}

/** The field's own message (SPEC §5) when this value would break the module contract, else the parsed value. */
function check(module: Module, key: string, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const candidate = { ...module, [key]: value };
  if (value === undefined) delete (candidate as Record<string, unknown>)[key];
  const result = pageModuleSchema.safeParse(candidate);
  if (result.success) return { ok: true, value: (result.data as Record<string, unknown>)[key] };
  const issue = result.error.issues.find((i) => i.path[0] === key) ?? result.error.issues[0];
  return { ok: false, message: issue ? issueMessage(issue) : 'Invalid value' };
}

const inputCss = css`
  font: inherit;
  padding: 0.4rem 0.5rem;
  border: 1px solid #64748b;
  border-radius: 6px;
  color: ${INK};
  background: #fff;
  width: 100%;
  box-sizing: border-box;
  &[aria-invalid='true'] {
    border-color: ${DANGER};
  }
`;

function FieldControl({ module, field, onChange }: { module: Module; field: Field; onChange: (key: string, value: unknown) => void }) {
  const id = useId();
  const current = (module as Record<string, unknown>)[field.key];
  const shown = current === undefined || current === null ? '' : String(current);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // Undo, redo or an edit in the frame change the value under us.
  useEffect(() => {
    setText(shown);
    setError(null);
  }, [shown, module.id]);

  if (field.kind === 'boolean') {
    return (
      <div
        css={css`
          display: flex;
          gap: 0.5rem;
          align-items: center;
        `}
      >
        <input id={id} type="checkbox" checked={current === true} onChange={(event) => onChange(field.key, event.target.checked)} />
        <label htmlFor={id}>{labelOf(field.key)}</label>
      </div>
    );
  }

  const commit = (raw: string) => {
    setText(raw);
    const value =
      raw === '' && field.optional ? undefined : field.kind === 'number' || (field.kind === 'choice' && typeof current === 'number') ? Number(raw) : raw;
    const checked = check(module, field.key, raw === '' && !field.optional && field.kind !== 'text' ? undefined : value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    onChange(field.key, checked.value);
  };
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    css: inputCss,
  } as const;
  return (
    <div
      css={css`
        display: grid;
        gap: 0.25rem;
      `}
    >
      <label
        htmlFor={id}
        css={css`
          font-weight: 600;
        `}
      >
        {labelOf(field.key)}
        {'optional' in field && field.optional ? (
          <span
            css={css`
              font-weight: 400;
              color: ${MUTED};
            `}
          >
            {' '}
            (optional)
          </span>
        ) : null}
      </label>
      {field.kind === 'choice' ? (
        <select {...common} value={text} onChange={(event) => commit(event.target.value)}>
          {field.optional ? <option value="">None</option> : null}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <input {...common} type="number" value={text} onChange={(event) => commit(event.target.value)} />
      ) : field.key === 'text' && module.type !== 'headline' ? (
        <textarea {...common} rows={3} value={text} onChange={(event) => commit(event.target.value)} />
      ) : (
        <input {...common} type="text" value={text} onChange={(event) => commit(event.target.value)} />
      )}
      {error ? (
        <p
          id={errorId}
          css={css`
            margin: 0;
            color: ${DANGER};
            font-size: 0.875rem;
          `}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Properties of the active module; every change is checked against the module contract first. */
export function PropertiesPanel({
  module,
  marks,
  onChange,
}: {
  module: Module | undefined;
  marks: TextMarkState | null;
  onChange: (moduleId: string, key: string, value: unknown) => void;
}) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      css={css`
        padding: 1rem;
        overflow: auto;
        border-inline-start: 1px solid #cbd5e1;
        background: #fff;
      `}
    >
      <h2 id={headingId} css={panelHeadingCss}>
        Properties
      </h2>
      {module ? (
        <form
          aria-label={`Properties of ${describeModule(module)}`}
          onSubmit={(event) => event.preventDefault()}
          css={css`
            display: grid;
            gap: 0.875rem;
          `}
        >
          <p
            css={css`
              margin: 0;
              font-weight: 600;
            `}
          >
            {describeModule(module)}
          </p>
          {editableFields(module.type).map((field) => (
            <FieldControl key={`${module.id}.${field.key}`} module={module} field={field} onChange={(key, value) => onChange(module.id, key, value)} />
          ))}
          {module.type === 'text' && marks ? (
            <p
              role="status"
              css={css`
                margin: 0;
                color: ${MUTED};
                font-size: 0.875rem;
              `}
            >
              Selection in the page:{' '}
              {[marks.bold && 'bold', marks.italic && 'italic', marks.underline && 'underlined'].filter(Boolean).join(', ') || 'plain text'}
            </p>
          ) : null}
          <p
            css={css`
              margin: 0;
              color: ${MUTED};
              font-size: 0.875rem;
            `}
          >
            Double-click a heading in the page to edit it in place.
          </p>
        </form>
      ) : (
        <p
          css={css`
            margin: 0;
            color: ${MUTED};
          `}
        >
          Select a module in the page or in the outline to edit it.
        </p>
      )}
    </aside>
  );
}

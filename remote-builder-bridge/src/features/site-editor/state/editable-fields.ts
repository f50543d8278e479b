import { pageModuleSchema, type Module } from '@keepsake/shared/contract';
import { issueMessage } from '@keepsake/shared/messages';

export type Field =
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
export const labelOf = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

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
export function check(module: Module, key: string, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const candidate = { ...module, [key]: value };
  if (value === undefined) delete (candidate as Record<string, unknown>)[key];
  const result = pageModuleSchema.safeParse(candidate);
  if (result.success) return { ok: true, value: (result.data as Record<string, unknown>)[key] };
  const issue = result.error.issues.find((i) => i.path[0] === key) ?? result.error.issues[0];
  return { ok: false, message: issue ? issueMessage(issue) : 'Invalid value' };
}

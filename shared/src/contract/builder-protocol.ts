import { z } from 'zod';
import { pageModuleSchema } from './modules';
import { renderContextSchema } from './render-context';

// The frame protocol between the staff studio (parent) and the builder bridge inside the previewed site
// (SPEC §7 "Builder messages to the parent frame"). Every message travels in one envelope, validated on
// both ends; anything else on the window's message channel is ignored.
export const BUILDER_NAMESPACE = 'keepsake-builder';
export const BUILDER_PROTOCOL_VERSION = 1;

const id = z.string().min(1);
export const moveDirectionSchema = z.enum(['up', 'down']);
export const textMarkStateSchema = z.object({ bold: z.boolean(), italic: z.boolean(), underline: z.boolean() });
export type TextMarkState = z.infer<typeof textMarkStateSchema>;
// Words selected in a text module in the frame, carried by SPEC §7's web:update-module-text-mark-state (the
// marks of the module's text and where they are; ADR 117): the rich text field, offsets in the module's
// rendered text (its runs' words in order, blocks and list items joined by "\n"), end exclusive, and the
// words themselves so the studio can check that it maps the same text (a fact like {{phone}} renders
// differently). Issue 40.1.
export const MAX_SELECTED_TEXT = 20_000;
export const selectedTextSchema = z
  .object({
    field: id,
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    text: z.string().min(1).max(MAX_SELECTED_TEXT),
  })
  .refine((s) => s.end - s.start === s.text.length, { message: 'The offsets do not span the selected text', path: ['end'] });
export type SelectedText = z.infer<typeof selectedTextSchema>;
/** Words selected in one module's field. */
export type TextSelection = SelectedText & { moduleId: string };
// A partial module value: fields by name, never the id or the type (they are not editable).
export const moduleValueSchema = z.record(z.string(), z.unknown());

const message = <T extends string, P extends z.ZodTypeAny>(type: T, payload: P) => z.object({ type: z.literal(type), payload });

// From the frame to the studio: the ten messages of SPEC §7.
export const webMessageSchema = z.discriminatedUnion('type', [
  message('web:ready', z.object({ path: z.string() })),
  message('web:navigate', z.object({ pageId: z.string().nullable(), path: z.string() })),
  message('web:new-module', z.object({ originModuleId: id.nullable() })),
  message('web:remove-module', z.object({ moduleId: id })),
  message('web:activate-module', z.object({ module: pageModuleSchema })),
  message('web:deactivate-module', z.object({ moduleId: id })),
  // spanId: the run of words the caret sits in (issue 26); selection: the words selected, which the studio's
  // text editor selects so its toolbar acts on exactly them (issue 40.1, ADR 117).
  message(
    'web:update-module-text-mark-state',
    z.object({ moduleId: id, marks: textMarkStateSchema, spanId: id.optional(), selection: selectedTextSchema.optional() }),
  ),
  message('web:update-module-value', z.object({ moduleId: id, value: moduleValueSchema })),
  message('web:open-modules', z.object({})),
  message('web:move-module', z.object({ moduleId: id, direction: moveDirectionSchema })),
]);
export type WebMessage = z.infer<typeof webMessageSchema>;
export type WebMessageType = WebMessage['type'];

// From the studio into the frame: the commands that keep the previewed page in step with the draft.
export const studioCommandSchema = z.discriminatedUnion('type', [
  message('studio:set-draft', z.object({ context: renderContextSchema })),
  message('studio:set-editing', z.object({ editing: z.boolean() })),
  message('studio:activate-module', z.object({ moduleId: id })),
  message('studio:deactivate-module', z.object({ moduleId: id })),
  message('studio:add-module', z.object({ path: z.string(), module: pageModuleSchema, beforeModuleId: id.nullable() })),
  message('studio:remove-module', z.object({ path: z.string(), moduleId: id })),
  message('studio:move-module', z.object({ path: z.string(), moduleId: id, direction: moveDirectionSchema })),
  message('studio:update-module', z.object({ path: z.string(), moduleId: id, value: moduleValueSchema })),
]);
export type StudioCommand = z.infer<typeof studioCommandSchema>;
export type StudioCommandType = StudioCommand['type'];

const envelopeBase = z.object({
  namespace: z.literal(BUILDER_NAMESPACE),
  version: z.literal(BUILDER_PROTOCOL_VERSION),
  id,
  type: z.string(),
  payload: z.unknown(),
});

export type Envelope<M extends { type: string; payload: unknown }> = {
  namespace: typeof BUILDER_NAMESPACE;
  version: typeof BUILDER_PROTOCOL_VERSION;
  id: string;
} & M;

export type ParsedEnvelope<M> = { ok: true; id: string; message: M } | { ok: false; reason: string };

function parseWith<M extends { type: string }>(schema: z.ZodType<M, z.ZodTypeDef, unknown>, data: unknown): ParsedEnvelope<M> {
  const envelope = envelopeBase.safeParse(data);
  if (!envelope.success) return { ok: false, reason: 'not a builder envelope' };
  const parsed = schema.safeParse({ type: envelope.data.type, payload: envelope.data.payload });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? [issue.path.join('.'), issue.message].filter(Boolean).join(': ') : 'invalid';
    return { ok: false, reason: `malformed or unknown message "${envelope.data.type}" (${where})` };
  }
  return { ok: true, id: envelope.data.id, message: parsed.data };
}

/** A message from the frame, or why it is ignored. */
export const parseWebMessage = (data: unknown) => parseWith(webMessageSchema, data);
/** A command from the studio, or why it is ignored. */
export const parseStudioCommand = (data: unknown) => parseWith(studioCommandSchema, data);

let counter = 0;
function nextId(): string {
  counter += 1;
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
  return `${random}-${counter}`;
}

/** Wraps a message in the envelope both ends expect. */
export function envelope<M extends { type: string; payload: unknown }>(message: M): Envelope<M> {
  return { namespace: BUILDER_NAMESPACE, version: BUILDER_PROTOCOL_VERSION, id: nextId(), ...message };
}

/** Exactly an origin (scheme, host, port) or null: "https://a.example/path" → "https://a.example". */
export function originOf(url: string): string | null {
  try {
    const origin = url ? new URL(url).origin : null;
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

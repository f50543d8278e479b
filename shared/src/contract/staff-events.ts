import { z } from 'zod';
import { isoDateSchema, plainTextSchema } from './schema-helpers';

// Issue 24 §3: the services of a case's obituary as the staff desk edits them. Staff type the date and time
// as the funeral home's local time; the API stores the instant and the zone, and answers both.

export const DESK_EVENT_KINDS = ['visitation', 'service', 'committal'] as const;
export const deskEventKindSchema = z.enum(DESK_EVENT_KINDS);
export type DeskEventKind = z.infer<typeof deskEventKindSchema>;
export const DESK_EVENT_KIND_LABELS: Record<DeskEventKind, string> = { visitation: 'Visitation', service: 'Funeral service', committal: 'Committal' };

const text = (max: number) => plainTextSchema.pipe(z.string().trim().min(1).max(max));

// A livestream is a page the visitor opens in a new tab: https only, no user name or password in it.
export const LIVESTREAM_MESSAGE = 'Please enter a secure web address (https://…)';
const livestreamSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, LIVESTREAM_MESSAGE);

export const deskEventBodySchema = z
  .object({
    kind: deskEventKindSchema,
    title: plainTextSchema.pipe(z.string().trim().max(80)).default(''),
    // Empty reads "This field is required" (the house's message), a wrong one its own message.
    date: z.string().min(1).pipe(isoDateSchema),
    time: z
      .string()
      .min(1)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time such as 10:30'),
    placeName: text(120),
    address: text(200),
    livestreamUrl: livestreamSchema.default(''),
    rsvpEnabled: z.boolean().default(false),
  })
  .strict();
export type DeskEventBody = z.input<typeof deskEventBodySchema>;

export const deskEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  // The home's local day and time, and the zone they are in; startsAt is the same moment as an instant.
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  placeName: z.string(),
  address: z.string(),
  livestreamUrl: z.string().nullable(),
  rsvpEnabled: z.boolean(),
  replies: z.number().int(),
  guests: z.number().int(),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

export const deskEventListSchema = z.object({ timeZone: z.string(), events: z.array(deskEventSchema) });
export type DeskEventList = z.infer<typeof deskEventListSchema>;

export const deskRsvpListSchema = z.object({
  eventId: z.number().int(),
  items: z.array(z.object({ name: z.string(), email: z.string().nullable(), guests: z.number().int(), repliedAt: z.string() })),
});
export type DeskRsvpList = z.infer<typeof deskRsvpListSchema>;

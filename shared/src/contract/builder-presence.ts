import { z } from 'zod';

// Issue 26 point 4: two staff editing the website see who else is in the draft. Each open studio says it
// is there (a heartbeat) every PRESENCE_HEARTBEAT_SECONDS; whoever has not said so for
// PRESENCE_STALE_SECONDS has left. Kept in the database, so every API process sees the same people.
export const BUILDER_PRESENCE_API = '/api/web/builder/presence';
export const PRESENCE_HEARTBEAT_SECONDS = 15;
export const PRESENCE_STALE_SECONDS = 45;

export const presenceBodySchema = z
  .object({
    // The page this staff member has open in the studio.
    path: z
      .string()
      .max(300)
      .regex(/^\/[a-z0-9/-]*$/, 'Please enter a valid format'),
  })
  .strict();
export type PresenceBody = z.infer<typeof presenceBodySchema>;

export const presentEditorSchema = z.object({ name: z.string(), path: z.string(), seenAt: z.string() });
export type PresentEditor = z.infer<typeof presentEditorSchema>;

/** The other staff members in the draft now (never the one asking). */
export const presenceSchema = z.object({ others: z.array(presentEditorSchema) });
export type Presence = z.infer<typeof presenceSchema>;

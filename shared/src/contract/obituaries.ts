import { z } from 'zod';
import { MAX_PAGE, OBITUARY_SEARCH } from '@keepsake/shared/rules';
import { MEMORY_LIMITS, RSVP_LIMITS } from './limits';
import { listPageSchema } from './paging';
import { countSchema, numericIdSchema, isoDateSchema, plainTextSchema } from './schema-helpers';
import { memorialThemeSchema } from './family-content';

// Obituaries (SPEC §2 "Obituary routes"). Ids are numeric (SPEC §8: a non-numeric id is a 404);
// names are slugs used only to make the URL readable and are corrected by a redirect.
export const obituaryIdSchema = numericIdSchema;

const isoDate = isoDateSchema;

// A size a picture is stored in (srcset): its URL and its width in pixels.
export const imageSizeSchema = z.object({ url: z.string().min(1), width: z.number().int().positive() });
export type ImageSize = z.infer<typeof imageSizeSchema>;

// One row of the list/search page and the data a share preview needs.
export const obituarySummarySchema = z.object({
  id: z.number().int(),
  nameSlug: z.string().min(1),
  fullName: z.string().min(1),
  birthDate: isoDate.nullable(),
  deathDate: isoDate,
  city: z.string().nullable(),
  portraitUrl: z.string().nullable(),
  portraitAlt: z.string(),
  // Every size the portrait is stored in, smallest first (empty: only portraitUrl).
  portraitSizes: z.array(imageSizeSchema).optional(),
  // The first sentences of the obituary: list cards, meta description, link previews.
  excerpt: z.string(),
});
export type ObituarySummary = z.infer<typeof obituarySummarySchema>;

// GET /api/web/obituaries. Name matches the start of any word of the name ("ele har" finds
// "Eleanor Hartwell"); a year or a from/to range filters on the date of death. `page` starts at 1.
export const obituarySearchQuerySchema = z
  .object({
    name: z.string().trim().max(OBITUARY_SEARCH.nameMax).optional(),
    year: z.coerce.number().int().min(OBITUARY_SEARCH.yearMin).max(OBITUARY_SEARCH.yearMax).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  })
  .strict();
export type ObituarySearchQuery = z.input<typeof obituarySearchQuerySchema>;

export const obituaryListSchema = listPageSchema(obituarySummarySchema);
export type ObituaryList = z.infer<typeof obituaryListSchema>;

export const serviceEventKindSchema = z.enum(['visitation', 'service', 'committal', 'reception']);
export type ServiceEventKind = z.infer<typeof serviceEventKindSchema>;

export const serviceEventSchema = z.object({
  id: z.number().int(),
  kind: serviceEventKindSchema,
  title: z.string().min(1),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }).nullable(),
  placeName: z.string().min(1),
  address: z.string().min(1),
  // A link to watch the service online, when the family streams it.
  livestreamUrl: z.string().url().nullable().optional(),
  // The family asks who is coming (a name and a head count, no account): POST …/events/{eventId}/rsvp.
  rsvp: z.boolean().optional(),
});
export type ServiceEvent = z.infer<typeof serviceEventSchema>;

// "In lieu of flowers": when set, the shop offers this link instead of flowers.
export const donationSchema = z.object({
  inLieuOfFlowers: z.boolean(),
  charityName: z.string().min(1),
  url: z.string().url(),
});
export type Donation = z.infer<typeof donationSchema>;

// The family's wall setting (their side comes with the portal): OPEN shows a memory at once,
// APPROVAL keeps it PENDING until they approve it.
export const wallModerationSchema = z.enum(['OPEN', 'APPROVAL']);
export type WallModeration = z.infer<typeof wallModerationSchema>;

export const obituaryPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string(),
  alt: z.string(),
  // Every size the photo is stored in, smallest first (empty: only url).
  sizes: z.array(imageSizeSchema).optional(),
});
export type ObituaryPhoto = z.infer<typeof obituaryPhotoSchema>;

// The tribute video the family approved in the portal (review-video): their photos in order and their
// music, played in the page. Present only while that approval is current (ADR 065).
export const publicVideoSchema = z.object({
  photos: z.array(obituaryPhotoSchema).min(1),
  musicUrl: z.string().nullable(),
  secondsPerSlide: z.number().int().positive(),
  approvedAt: z.string().datetime({ offset: true }),
});
export type PublicVideo = z.infer<typeof publicVideoSchema>;

// GET /api/web/obituaries/{id}
export const obituarySchema = obituarySummarySchema.extend({
  // Plain text; blank lines separate paragraphs. Always rendered as text.
  biography: z.string(),
  events: z.array(serviceEventSchema),
  donation: donationSchema.nullable(),
  wallModeration: wallModerationSchema,
  photoCount: z.number().int().min(0),
  memoryCount: z.number().int().min(0),
  musicUrl: z.string().nullable(),
  // The family's chosen memorial theme (Family Portal, select-theme); absent or null: the site's look.
  theme: memorialThemeSchema.nullable().optional(),
  // /memorial-video plays this when present; otherwise a slideshow of the public gallery.
  video: publicVideoSchema.nullable().optional(),
  // The family's wall setting: visitors may add a photo to their memory.
  wallPhotos: z.boolean().optional(),
});
export type Obituary = z.infer<typeof obituarySchema>;

// GET /api/web/obituaries/{id}/photos
export const obituaryPhotosSchema = z.object({ items: z.array(obituaryPhotoSchema) });
export type ObituaryPhotos = z.infer<typeof obituaryPhotosSchema>;

export const memoryStatusSchema = z.enum(['PENDING', 'APPROVED']);
export type MemoryStatus = z.infer<typeof memoryStatusSchema>;

export const memorySchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  relationship: z.string().nullable(),
  // Plain text, shown as text everywhere.
  text: z.string(),
  createdAt: z.string().datetime({ offset: true }),
  // A visitor's photo (issue 15 §5), moderated with the memory.
  photo: z
    .object({ url: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive() })
    .nullable()
    .optional(),
});
export type Memory = z.infer<typeof memorySchema>;

// GET /api/web/obituaries/{id}/memories?page=N: approved memories, newest first.
export const memoryListSchema = listPageSchema(memorySchema);
export type MemoryList = z.infer<typeof memoryListSchema>;

export const memoryPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1) }).strict();

// POST /api/web/obituaries/{id}/memories
// Plain text only (plainTextSchema): a NUL or control character is the field's 400, never a database error,
// whether the memory comes as JSON or as multipart with a photo.
export const memoryInputSchema = z.object({
  authorName: plainTextSchema.pipe(z.string().trim().min(1).max(MEMORY_LIMITS.authorName)),
  relationship: plainTextSchema
    .pipe(z.string().trim().max(MEMORY_LIMITS.relationship))
    .optional()
    .transform((value) => value || undefined),
  text: plainTextSchema.pipe(z.string().trim().min(1).max(MEMORY_LIMITS.text)),
});
export type MemoryInput = z.input<typeof memoryInputSchema>;

export const postedMemorySchema = z.object({
  memory: memorySchema,
  status: memoryStatusSchema,
});
export type PostedMemory = z.infer<typeof postedMemorySchema>;

// GET /api/web/obituaries/years: the years of death that have obituaries on this site, newest first, so
// the search offers only years that can find someone.
export const obituaryYearsSchema = z.object({ years: z.array(z.number().int()) });
export type ObituaryYears = z.infer<typeof obituaryYearsSchema>;

export const eventRsvpParamsSchema = z.object({ id: obituaryIdSchema, eventId: numericIdSchema }).strict();

// POST /api/web/obituaries/{id}/events/{eventId}/rsvp: who is coming, without an account. One reply per
// person per event (issue 22): a second reply from the same email, or the same device (a cookie the API
// sets), replaces the first. `guests` is a whole number: `true` and `"1e1"` are not head counts.
export const rsvpInputSchema = z
  .object({
    name: plainTextSchema.pipe(z.string().trim().min(1).max(RSVP_LIMITS.name)),
    guests: countSchema(1, RSVP_LIMITS.guests),
    email: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().toLowerCase().email().max(254).optional()),
  })
  .strict();
export type RsvpInput = z.input<typeof rsvpInputSchema>;

export const rsvpConfirmationSchema = z.object({ eventId: z.number().int(), name: z.string(), guests: z.number().int().min(1) });
export type RsvpConfirmation = z.infer<typeof rsvpConfirmationSchema>;

// GET /api/web/obituaries/{id}/rsvps/mine: this device's replies, so a visitor who comes back sees they replied.
export const myRsvpsSchema = z.object({ replies: z.array(rsvpConfirmationSchema) });
export type MyRsvps = z.infer<typeof myRsvpsSchema>;

// /api/web/obituaries/{id}/rsvp-links/{token}: the reply the confirmation mail's link opens, to change
// (PUT, a name and head count) or cancel (DELETE). The token is the mail's; a wrong one is a 404.
export const rsvpTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This link is not complete');
export const rsvpLinkParamsSchema = z.object({ id: obituaryIdSchema, token: rsvpTokenSchema }).strict();
export const rsvpLinkSchema = rsvpConfirmationSchema.extend({ eventTitle: z.string(), startsAt: z.string(), email: z.string() });
export type RsvpLink = z.infer<typeof rsvpLinkSchema>;
export const rsvpChangeSchema = rsvpInputSchema.pick({ name: true, guests: true }).strict();
export type RsvpChange = z.input<typeof rsvpChangeSchema>;

// GET /api/staff/obituaries/{id}/rsvps: the funeral home's head count per event that asks for RSVPs.
export const eventRsvpSummarySchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  startsAt: z.string().datetime({ offset: true }),
  responses: z.number().int().min(0),
  guests: z.number().int().min(0),
  // Replies under a name an earlier reply to this event already used (another device, another email):
  // counted in the totals, flagged so the home can tell one family replying twice (issue 22).
  possibleDuplicates: z.number().int().min(0),
  names: z.array(z.object({ name: z.string(), guests: z.number().int().min(1), possibleDuplicate: z.boolean() })),
});
export const obituaryRsvpsSchema = z.object({ events: z.array(eventRsvpSummarySchema) });
export type ObituaryRsvps = z.infer<typeof obituaryRsvpsSchema>;

// "Eleanor Grace Hartwell" → "eleanor-grace-hartwell"; accents folded, anything else dropped.
export function nameSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'obituary';
}

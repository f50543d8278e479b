import { z } from 'zod';
import { approverSchema, onBehalfSchema } from './case-history';
import { parseId } from '@keepsake/shared/rules';
import { numericIdSchema } from './schema-helpers';

// The family's content (issue 16): obituary text, photos, music, theme, memorial wall, stationery and
// tribute video, under /api/family/cases/{caseId}/…. Statuses and shapes are ours (SPEC §3/§4 leave them
// unstated): see docs/decisions/065-family-content.md.

export const mediaIdSchema = numericIdSchema;

// Upload limits, checked on the server from the bytes; the portal shows them before a file is sent.
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
export const MUSIC_MAX_BYTES = 50 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MUSIC_TYPES = ['audio/mpeg', 'audio/mp4'] as const;
// What the pickers offer (a hint only: the server decides from the bytes).
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const MUSIC_ACCEPT = '.mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a';

export const MEDIA_KINDS = ['PHOTO', 'MUSIC', 'PORTRAIT', 'THEME'] as const;
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof mediaKindSchema>;

export const caseMediaSchema = z.object({
  id: z.number().int(),
  kind: mediaKindSchema,
  // The size the pages use (photos: up to 1600 px wide; portrait: 800 × 800 square).
  url: z.string().min(1),
  thumbUrl: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  contentType: z.string(),
  byteSize: z.number().int().positive(),
  fileName: z.string(),
  caption: z.string(),
  // What the photo shows, for people who cannot see it (issue 42): the public pages' alt text, or the caption
  // when there is none.
  description: z.string(),
  // A photo with neither a caption nor a description: kept in the case, but not on the public pages until it
  // has one (issue 42: an uploaded picture never goes live undescribed).
  needsDescription: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type CaseMedia = z.infer<typeof caseMediaSchema>;

export const caseMediaListSchema = z.object({
  items: z.array(caseMediaSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
});
export type CaseMediaList = z.infer<typeof caseMediaListSchema>;

// A file the server refused, named, with why ("holiday.exe.jpg is not a JPEG, PNG or WebP photo.").
export const rejectedFileSchema = z.object({ fileName: z.string(), message: z.string() });
export type RejectedFile = z.infer<typeof rejectedFileSchema>;

// POST photos / music / case-photo answer (201 when at least one file was kept).
export const uploadResultSchema = z.object({ items: z.array(caseMediaSchema), rejected: z.array(rejectedFileSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

// PATCH photos/{mediaId}, PATCH music/{mediaId}: the caption.
export const MEDIA_DESCRIPTION_MAX = 300;
export const mediaUpdateBodySchema = z
  .object({ caption: z.string().trim().max(300).optional(), description: z.string().trim().max(MEDIA_DESCRIPTION_MAX).optional() })
  .strict()
  .refine((body) => body.caption !== undefined || body.description !== undefined, { message: 'Send a caption or a description.' });
export type MediaUpdateBody = z.infer<typeof mediaUpdateBodySchema>;
/** A photo is described by its description, else its caption (issue 42); the empty string when it is neither. */
export const photoAltOf = (photo: { caption: string; description: string }) => photo.description.trim() || photo.caption.trim();
// PUT photos/order, PUT music/order: every id of that kind, in the new order.
export const mediaOrderBodySchema = z.object({ mediaIds: z.array(mediaIdSchema).min(1).max(1000) }).strict();

// ---- Obituary --------------------------------------------------------------------------------------
export const OBITUARY_MAX_CHARS = 20_000;
export const obituaryStatusSchema = z.enum(['DRAFT', 'APPROVED']);
export type ObituaryStatus = z.infer<typeof obituaryStatusSchema>;

// GET obituary, and the answer of POST obituary and POST obituary/approve.
export const caseObituarySchema = z.object({
  // Plain text; blank lines separate paragraphs. No HTML is stored or rendered.
  text: z.string(),
  status: obituaryStatusSchema,
  // Increases with every save: a save sent with an older revision is a 409 (someone else edited).
  revision: z.number().int().min(0),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  // Who approved the text now approved (or last approved): a family member, or staff for the family.
  approver: approverSchema.nullable(),
  // The public page, once one exists (/obituaries/{id}/{name}).
  publicPath: z.string().nullable(),
  // Whether visitors see that page now (issue 24 §6: the case home links to it only then).
  published: z.boolean(),
});
export type CaseObituary = z.infer<typeof caseObituarySchema>;

// POST obituary: the family's text. Carriage returns and trailing spaces are tidied; nothing else changes.
export const obituaryBodySchema = z
  .object({
    text: z
      .string()
      .max(OBITUARY_MAX_CHARS)
      .transform((text) => text.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '')),
    revision: z.number().int().min(0),
  })
  .strict();
export type ObituaryBody = z.input<typeof obituaryBodySchema>;

// ---- Memorial wall -------------------------------------------------------------------------------
// waiting: posted, not yet on the wall; shown: on the public wall; hidden: taken off by the family.
export const WALL_STATUSES = ['waiting', 'shown', 'hidden'] as const;
export const wallStatusSchema = z.enum(WALL_STATUSES);
export type WallStatus = z.infer<typeof wallStatusSchema>;

export const wallCommentSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  relationship: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  status: wallStatusSchema,
  // The visitor's photo on the memory (issue 15 §5), reviewed with its text.
  photoUrl: z.string().nullable().optional(),
});
export type WallComment = z.infer<typeof wallCommentSchema>;

export const wallCommentListSchema = z.object({
  items: z.array(wallCommentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
  counts: z.object({ waiting: z.number().int(), shown: z.number().int(), hidden: z.number().int() }),
});
export type WallCommentList = z.infer<typeof wallCommentListSchema>;

export const wallCommentUpdateBodySchema = z.object({ status: z.enum(['shown', 'hidden']) }).strict();

// OPEN: a new memory shows at once; APPROVAL: it waits for the family. ANYONE may post, or NOBODY.
// photos: visitors may add a photo to their memory (issue 15 §5; on unless the family turns it off).
export const wallSettingsSchema = z
  .object({
    moderation: z.enum(['OPEN', 'APPROVAL']),
    posting: z.enum(['ANYONE', 'NOBODY']),
    photos: z.boolean({ message: 'Say whether visitors may add a photo.' }),
  })
  .strict();
export type WallSettings = z.infer<typeof wallSettingsSchema>;

// ---- Theme ---------------------------------------------------------------------------------------
// The public page's banner: a picture under a scrim dark enough for white text at WCAG AA (≥ 4.5:1).
export const memorialThemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().min(1),
  // 0.45–0.85: how dark the scrim over the picture is.
  scrim: z.number().min(0.45).max(0.85),
  accent: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type MemorialTheme = z.infer<typeof memorialThemeSchema>;

export const stockThemeListSchema = z.object({ items: z.array(memorialThemeSchema) });
// A stock theme's id (`stock-…`), or a photo's media id read by the one id rule (parseId): `9999999999`
// is refused here, on the field, rather than sent to PostgreSQL as an integer it cannot hold (a 500).
export const THEME_PHOTO_MESSAGE = 'Please choose one of the photos of this case.';
export const themeQuerySchema = z
  .object({
    mediaId: z
      .string()
      .min(1)
      .max(40)
      .refine((value) => !/^[\d\s+-]/.test(value) || parseId(value) !== null, { message: THEME_PHOTO_MESSAGE }),
  })
  .strict();
export const customThemeBodySchema = z
  .object({
    mediaId: mediaIdSchema,
    name: z.string().trim().min(1).max(60).default('Our own photo'),
    scrim: z.number().min(0.45).max(0.85).default(0.6),
    accent: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i)
      .default('#f5e6c8'),
  })
  .strict();
export const caseThemeSchema = z.object({ theme: memorialThemeSchema.nullable() });

// ---- Stationery ----------------------------------------------------------------------------------
export const STATIONERY_ITEMS = ['memorial-folder', 'prayer-card', 'thank-you-card'] as const;
export const stationeryItemSchema = z.enum(STATIONERY_ITEMS);
export type StationeryItemType = z.infer<typeof stationeryItemSchema>;
export const STATIONERY_PAGES = ['front', 'inside', 'back'] as const;
export const stationeryPageSchema = z.enum(STATIONERY_PAGES);
export type StationeryPageType = z.infer<typeof stationeryPageSchema>;

// A change request's state (issue 43 point 5): OPEN until the home settles it (SETTLED) or the family
// approves over it after confirming (OVERRIDDEN).
export const REVIEW_REQUEST_STATES = ['OPEN', 'SETTLED', 'OVERRIDDEN'] as const;
export type ReviewRequestState = (typeof REVIEW_REQUEST_STATES)[number];

export const reviewCommentSchema = z.object({
  id: z.number().int(),
  itemType: z.string().nullable(),
  pageType: z.string().nullable(),
  atSeconds: z.number().int().nullable(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  state: z.enum(REVIEW_REQUEST_STATES),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

// POST stationery/approve: approving while requests are open is confirmed by sending overrideOpenRequests.
// With the approval's own fields (staff approving for the family say how: approveBodySchema).
export const stationeryApproveBodySchema = z.object({ overrideOpenRequests: z.boolean().default(false), onBehalf: onBehalfSchema.optional() }).strict();
export type StationeryApproveBody = z.input<typeof stationeryApproveBodySchema>;

/** "Grace asked: “Another prayer.” Approve anyway?": the question asked before approving over open requests. */
export function approveOverQuestion(open: { authorName: string; text: string }[]): string {
  return `${open.map((request) => `${request.authorName} asked: “${request.text}”`).join(' ')} Approve anyway?`;
}

export const stationeryPageContentSchema = z.object({
  type: stationeryPageSchema,
  heading: z.string().nullable(),
  lines: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export const stationeryDocSchema = z.object({
  type: stationeryItemSchema,
  title: z.string(),
  // Print size in inches (a folder is a letter sheet folded once; cards are 2.75 × 4.25 and 5 × 3.5).
  widthIn: z.number(),
  heightIn: z.number(),
  pages: z.array(stationeryPageContentSchema),
});
export type StationeryDoc = z.infer<typeof stationeryDocSchema>;

export const approvalSchema = z.object({
  approved: z.boolean(),
  // Approved once, then the content changed: needs approving again.
  outOfDate: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  // Set when staff approved for the family (issue 36): how the family gave their approval, and a note.
  onBehalf: onBehalfSchema.nullable(),
});

export const stationerySchema = z.object({
  items: z.array(stationeryDocSchema),
  comments: z.array(reviewCommentSchema),
  approval: approvalSchema,
});
export type Stationery = z.infer<typeof stationerySchema>;

export const stationeryCommentQuerySchema = z.object({ itemType: stationeryItemSchema, pageType: stationeryPageSchema }).strict();
export const commentBodySchema = z.object({ text: z.string().trim().min(1).max(2000) }).strict();

// ---- Tribute video -------------------------------------------------------------------------------
export const videoSlideSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string(),
  startsAt: z.number(),
});
export const videoSchema = z.object({
  slides: z.array(videoSlideSchema),
  musicUrl: z.string().nullable(),
  secondsPerSlide: z.number().int(),
  durationSeconds: z.number().int(),
  comments: z.array(reviewCommentSchema),
  approval: approvalSchema,
});
export type TributeVideo = z.infer<typeof videoSchema>;
export const videoCommentBodySchema = z
  .object({
    text: z.string().trim().min(1).max(2000),
    atSeconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600),
  })
  .strict();

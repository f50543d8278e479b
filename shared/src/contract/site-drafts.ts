import { z } from 'zod';
import { renderContextSchema } from './render-context';
import { numericIdSchema } from './schema-helpers';

// The staff builder's API (/api/web/builder/*): the draft with its revision, saving it with a version
// check, publishing it, and rolling a publish back.
export const BUILDER_API = {
  draft: '/api/web/builder/draft',
  publish: '/api/web/builder/publish',
  publications: '/api/web/builder/publications',
  rollback: (publicationId: number) => `/api/web/builder/publications/${publicationId}/rollback`,
} as const;

// GET /api/web/builder/draft
export const builderDraftSchema = z.object({
  // Bumped by every save and publish; a save must name the revision it started from.
  revision: z.number().int().nonnegative(),
  updatedAt: z.string(),
  context: renderContextSchema,
});
export type BuilderDraft = z.infer<typeof builderDraftSchema>;

// PUT /api/web/builder/draft
export const saveDraftBodySchema = z.object({
  baseRevision: z.number().int().nonnegative(),
  context: renderContextSchema,
});
export type SaveDraftBody = z.input<typeof saveDraftBodySchema>;

export const savedDraftSchema = z.object({ revision: z.number().int().nonnegative(), updatedAt: z.string() });
export type SavedDraft = z.infer<typeof savedDraftSchema>;

// POST /api/web/builder/publish
export const publishBodySchema = z.object({ baseRevision: z.number().int().nonnegative() });
export type PublishBody = z.infer<typeof publishBodySchema>;

export const publicationSchema = z.object({
  id: z.number().int().positive(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  rolledBackAt: z.string().nullable(),
  // Issue 40.3: what it changed on the live site, the lines its publish dialog showed (describe-changes.ts).
  changes: z.array(z.string()),
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationsSchema = z.array(publicationSchema);

export const publishResultSchema = z.object({ publication: publicationSchema, revision: z.number().int().nonnegative() });
export type PublishResult = z.infer<typeof publishResultSchema>;

export const publicationParamsSchema = z.object({ id: numericIdSchema });

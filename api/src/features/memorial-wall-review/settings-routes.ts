import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wallSettingsSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import { requireLead } from '../case-core/case-context';
import { invalidatePublicObituary } from '../case-core/public-page';
import { caseObituaryOf, setTaskStatus } from '../case-core/case-obituary-queries';
import { obituaries } from '../case-core/obituary-tables';

const NO_SETTINGS = { moderation: 'APPROVAL', posting: 'ANYONE', photos: true } as const;

/** The memorial wall's settings, under /api/family/cases/:caseId (the case scope is the parent's). */
export async function wallSettingsRoutes(instance: FastifyInstance, { db }: { db: Db }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Ours: the settings as they are.
  app.get('/memorial-wall/settings', { schema: { response: { 200: wallSettingsSchema } } }, async (request) => {
    const { obituaryId } = await caseObituaryOf(db, request.caseContext.caseRow.id);
    if (obituaryId === null) return NO_SETTINGS;
    const [row] = await db
      .select({ moderation: obituaries.wallModeration, posting: obituaries.wallPosting, photos: obituaries.wallPhotos })
      .from(obituaries)
      .where(eq(obituaries.id, obituaryId));
    return row;
  });

  // SPEC §7 POST memorial-wall/settings: "new memories wait for approval", who may post and whether a
  // memory may carry a photo. The primary contact decides.
  const settingsSchema = { body: named(wallSettingsSchema, 'wall settings'), response: { 200: wallSettingsSchema } };
  app.post('/memorial-wall/settings', { schema: settingsSchema }, async (request) => {
    const { body, caseContext: context } = request;
    const caseId = context.caseRow.id;
    requireLead(context, 'change the memorial wall settings');
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) throw new HttpError(409, 'The memorial page is not published yet; approve the obituary first.');
    await db
      .update(obituaries)
      .set({ wallModeration: body.moderation, wallPosting: body.posting, wallPhotos: body.photos })
      .where(eq(obituaries.id, obituaryId));
    // Saving the settings is the task's work done (issue 24 §6); the family may still set it by hand.
    await setTaskStatus(db, caseId, 'review-wall-settings', 'COMPLETE');
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return body;
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onBehalfSchema, wallSettingsSchema } from '@keepsake/shared/contract';
import { approve, approverFor, fingerprintOf } from '../../case-core/approvals';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import { requireLead } from '../../case-core/case-context';
import { invalidatePublicObituary } from '../../case-core/public-page';
import { caseObituaryOf } from '../../case-core/case-obituary-queries';
import { obituaries } from '../../case-core/obituary-tables';

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
  // Staff settle them for the family only by saying how the family decided (approverFor, issue 36).
  const settingsBody = wallSettingsSchema.extend({ onBehalf: onBehalfSchema.optional() }).strict();
  const settingsSchema = { body: named(settingsBody, 'wall settings'), response: { 200: wallSettingsSchema } };
  app.post('/memorial-wall/settings', { schema: settingsSchema }, async (request) => {
    const { body, caseContext: context } = request;
    const caseId = context.caseRow.id;
    requireLead(context, 'change the memorial wall settings');
    const approver = approverFor(context, body);
    const { onBehalf: _onBehalf, ...settings } = body;
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) throw new HttpError(409, 'The memorial page is not published yet; approve the obituary first.');
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb
        .update(obituaries)
        .set({ wallModeration: settings.moderation, wallPosting: settings.posting, wallPhotos: settings.photos })
        .where(eq(obituaries.id, obituaryId));
      // Saving the settings is the task's work done (issue 24 §6), an approval like the others: it completes
      // the task and writes who settled them (and how, when staff did) to the case history.
      await approve(txDb, request, approver, 'WALL_SETTINGS', fingerprintOf(settings));
    });
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return settings;
  });
}

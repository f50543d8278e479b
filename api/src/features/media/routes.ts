import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadResultSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import { scopeToCase } from '../case-core/case-scope';
import type { MediaStorage } from '../../lib/storage';
import { fileStore } from './file-store';
import { mediaKindRoutes } from './media-kind-routes';
import { createPixelBudget, type PixelLimits } from './pixel-budget';
import { readParts } from './read-parts';
import { saveUpload } from './save-upload';
import { uploadRateLimit } from './upload-rate-limit';

export interface CaseMediaOptions {
  db: Db;
  authService: AuthService;
  storage: MediaStorage;
  pixelLimits?: PixelLimits;
}

/**
 * The family's files under /api/family/cases/:caseId: photos and music (one plugin per kind, with its
 * prefix) and the portrait. One upload limit and one pixel budget for all of them.
 */
export async function caseMediaRoutes(instance: FastifyInstance, { db, authService, storage, pixelLimits }: CaseMediaOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });
  const limitUploads = uploadRateLimit(app, authService);
  // Pixels decoded per request and per account (issue 22): counted from headers, before decoding.
  const pixelBudget = createPixelBudget(pixelLimits);
  const files = fileStore(storage);

  await app.register(mediaKindRoutes, { prefix: '/photos', db, kind: 'PHOTO', files, pixelBudget, limitUploads });
  await app.register(mediaKindRoutes, { prefix: '/music', db, kind: 'MUSIC', files, pixelBudget, limitUploads });

  // SPEC §7 POST case-photo: the portrait, cropped square; the hub and the public page show it.
  app.post('/case-photo', { onRequest: limitUploads, schema: { response: { 201: uploadResultSchema } } }, async (request, reply) => {
    const context = request.caseContext;
    const result = await saveUpload(app, db, files, context, 'PORTRAIT', await readParts(request, context, 'PORTRAIT', files, pixelBudget));
    reply.status(201);
    return result;
  });
}

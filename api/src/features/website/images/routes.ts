import '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES, SITE_IMAGES_API, uploadedSiteImageSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { badRequest, HttpError } from '../../../lib/http-error';
import { displayName, processUpload, tooLarge } from '../../../lib/media-process';
import type { AuthService } from '../../auth/service';
import { scopeToStaff } from '../../case-core/staff-scope';
import { siteImages } from './tables';

// Website pictures are stored beside the families' media under case number 0, which no case has (case
// ids start at 1): the media route serves them by the home's host like every other file of the home.
const SITE_FOLDER = 0;

// The media store's interface (features/storage/storage.ts), as far as uploads need it: features import
// each other only through case-core and lib, so the store is handed in by server.ts and typed here.
interface Store {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}
// storage.ts names the error a store that is down or full throws.
const isStoreUnavailable = (error: unknown) => error instanceof Error && error.name === 'StorageUnavailableError';

/**
 * Staff upload a picture for the website (issue 26): POST one file as multipart. Its type comes from its
 * bytes; the image pipeline (lib/media-process.ts) stores the original and WebP sizes; the answer is the
 * picture as a module holds it, alt text empty for staff to write. Staff of this home only (401 / 403
 * before the body is read); the home's storage quota applies (server.ts wraps the store).
 */
export async function siteImageRoutes(instance: FastifyInstance, { db, authService, storage }: { db: Db; authService: AuthService; storage: Store }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'upload pictures for the website');

  app.post(
    SITE_IMAGES_API,
    { config: { rateLimit: { max: 60, timeWindow: '10 minutes' } }, schema: { response: { 201: uploadedSiteImageSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Please send the picture as multipart/form-data.', { file: 'Please choose a picture.' });
      const part = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES } });
      if (!part) throw badRequest('Please choose a picture.', { file: 'Please choose a picture.' });
      const fileName = displayName(part.filename);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileName, 'PHOTO');
        throw badRequest('The upload was cut off or is not valid multipart; please try again.');
      }
      const siteId = request.siteId;
      const processed = await processUpload(bytes, fileName, 'PHOTO', `${siteId}/${SITE_FOLDER}`);
      // Every size or none: a size the store refused takes the others with it.
      const stored = await Promise.allSettled(processed.files.map((file) => storage.put(file.key, file.bytes, file.contentType)));
      const failed = stored.find((result) => result.status === 'rejected');
      if (failed) {
        await Promise.allSettled(processed.files.map((file) => storage.delete(file.key)));
        if (isStoreUnavailable(failed.reason)) {
          throw new HttpError(503, `We could not store "${fileName}" just now; nothing was saved. Please try again in a moment.`);
        }
        throw failed.reason;
      }
      const [row] = await db
        .insert(siteImages)
        .values({
          siteId,
          storageKeys: processed.files.map((file) => file.key),
          url: processed.url,
          width: processed.width!,
          height: processed.height!,
          fileName,
          byteSize: processed.byteSize,
          uploadedBy: request.staffUser.id,
        })
        .returning({ id: siteImages.id });
      reply.status(201);
      return { id: `site-image-${row!.id}`, src: processed.url, alt: '', width: processed.width!, height: processed.height!, fileName };
    },
  );
}

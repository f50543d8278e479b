import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MUSIC_MAX_BYTES, PHOTO_MAX_BYTES, type MediaKind, type RejectedFile } from '@keepsake/shared/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import { displayName, processUpload, RejectedFileError, tooLarge, type ProcessedMedia } from '../../lib/media-process';
import { MAX_FILES_PER_REQUEST } from '../../plugins/multipart';
import type { CaseContext } from '../case-core/case-context';
import type { FileStore } from './file-store';
import type { PixelBudget } from './pixel-budget';

export interface ReadFiles {
  accepted: { processed: ProcessedMedia; fileName: string }[];
  rejected: (RejectedFile & { status: number })[];
}

/**
 * The multipart request's files, each typed from its bytes, its sizes made and stored. A file refused on
 * its own is named in `rejected`; a request that breaks (cut off, too many files) discards what was stored.
 */
export async function readParts(
  request: FastifyRequest,
  context: CaseContext,
  kind: MediaKind,
  files: FileStore,
  pixelBudget: PixelBudget,
): Promise<ReadFiles> {
  if (!request.isMultipart()) throw badRequest('Please send the files as multipart/form-data.');
  const limit = kind === 'MUSIC' ? MUSIC_MAX_BYTES : PHOTO_MAX_BYTES;
  const read: ReadFiles = { accepted: [], rejected: [] };
  const keyBase = `${context.siteId}/${context.caseRow.id}`;
  const chargePixels = pixelBudget.forRequest(context.user.id);
  try {
    for await (const part of request.parts({ limits: { fileSize: limit } })) {
      if (part.type !== 'file') continue;
      const fileName = displayName(part.filename);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          read.rejected.push({ fileName, message: tooLarge(fileName, kind).message, status: 413 });
          // The rest of the request is not read: the answer names the file and ends it.
          break;
        }
        throw error;
      }
      try {
        const processed = await processUpload(bytes, fileName, kind, keyBase, chargePixels);
        await files.storeAll(processed, fileName);
        read.accepted.push({ processed, fileName });
      } catch (error) {
        if (!(error instanceof RejectedFileError)) throw error;
        read.rejected.push({ fileName, message: error.message, status: error.statusCode });
      }
    }
  } catch (error) {
    await files.discard(read.accepted.map((item) => item.processed));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `Please send at most ${MAX_FILES_PER_REQUEST} files at a time.`);
    if (code && code.startsWith('FST_')) throw badRequest('The upload was cut off or is not valid multipart; please try again.');
    throw error;
  }
  return read;
}

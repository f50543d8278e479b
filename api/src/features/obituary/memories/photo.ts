import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '@keepsake/shared/contract';
import { HttpError, badRequest } from '../../../lib/http-error';
import { displayName, processUpload, RejectedFileError, tooLarge, type ProcessedMedia } from '../../../lib/media-process';
import type { MediaStorage } from '../../../lib/storage';

// A memory sent with a photo comes as multipart: the text fields, and at most one file named "photo".
export interface MultipartMemory {
  fields: Record<string, string>;
  photo: { bytes: Buffer; fileName: string } | null;
}

const photoError = (status: number, message: string) => new HttpError(status, message, { photo: message });

export async function readMultipartMemory(request: FastifyRequest): Promise<MultipartMemory> {
  const fields: Record<string, string> = {};
  let photo: MultipartMemory['photo'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(`The field ${part.fieldname} must be text.`);
        fields[part.fieldname] = part.value;
        continue;
      }
      const fileName = displayName(part.filename);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoError(413, tooLarge(fileName, 'PHOTO').message);
        throw error;
      }
      if (part.fieldname !== 'photo') throw badRequest('Only a file named "photo" may come with a memory.');
      // A form whose file input was left empty still sends an empty, nameless part: no photo.
      if (bytes.length === 0 && !part.filename) continue;
      photo = { bytes, fileName };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw photoError(413, 'Please add one photo to a memory.');
    if (code && code.startsWith('FST_')) throw badRequest('The memory was cut off or is not valid multipart; please try again.');
    throw error;
  }
  return { fields, photo };
}

// The family photos' pipeline (type from the bytes, sized, stored whole before anything is recorded); a
// refusal is the photo field's message.
export async function storeMemoryPhoto(storage: MediaStorage, photo: NonNullable<MultipartMemory['photo']>, keyBase: string): Promise<ProcessedMedia> {
  let processed: ProcessedMedia;
  try {
    processed = await processUpload(photo.bytes, photo.fileName, 'PHOTO', keyBase);
  } catch (error) {
    if (error instanceof RejectedFileError) throw photoError(error.statusCode, error.message);
    throw error;
  }
  // A visitor's original keeps its camera metadata (place, device); only the resized copies (re-encoded
  // without it) are stored.
  const files = processed.files.filter((file) => !file.key.includes('-original.'));
  await Promise.all(files.map((file) => storage.put(file.key, file.bytes, file.contentType)));
  return { ...processed, files };
}

export async function discardMemoryPhoto(storage: MediaStorage, processed: ProcessedMedia | null) {
  if (!processed) return;
  await Promise.allSettled(processed.files.map((file) => storage.delete(file.key)));
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MUSIC_MAX_BYTES } from '@keepsake/shared/contract';

export const MAX_FILES_PER_REQUEST = 20;

// One multipart parser for the whole API: the family's uploads (case-media) and a visitor's photo on a memory.
// Streams are read per file with the limit of its kind; the parser's own limit is the largest one.
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MUSIC_MAX_BYTES, files: MAX_FILES_PER_REQUEST, fields: 10, parts: 40 } });
}

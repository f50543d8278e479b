import { randomUUID } from 'node:crypto';
import { fromBuffer } from 'file-type';
import sharp from 'sharp';
import { MUSIC_MAX_BYTES, PHOTO_MAX_BYTES, type ImageSize, type MediaKind } from '@keepsake/shared/contract';
import { HttpError } from './http-error';

// Bigger than any phone camera (48 MP) with room to spare; a "zip bomb" PNG that claims 30,000 ×
// 30,000 pixels in a few kilobytes is refused from its header, before a single pixel is decoded.
export const MAX_PIXELS = 60_000_000;

export interface ProcessedFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedMedia {
  files: ProcessedFile[];
  url: string;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  contentType: string;
  byteSize: number;
}

export class RejectedFileError extends HttpError {}

// Decoding runs in libvips' threads, off the event loop, through Node's thread pool, which password
// hashing (scrypt) and file I/O share. One picture decodes at a time per process, so a burst of uploads
// waits its turn instead of taking every thread (issue 22).
let decoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}

// The sizes a picture is stored in: the portrait square and its thumbnail, a photo's long side and its grid
// thumbnail (never enlarged).
const PORTRAIT_EDGE = 800;
const PORTRAIT_THUMB_EDGE = 240;
const PHOTO_EDGE = 1600;
const PHOTO_THUMB_EDGE = 480;

/**
 * Every size a stored picture has, smallest first, for srcset (issue 14). The thumbnail's width follows
 * from the stored picture's, as both were scaled from the same original to fit their edge.
 */
export function storedSizes(media: { kind: MediaKind; url: string; thumbUrl: string | null; width: number | null; height: number | null }): ImageSize[] {
  if (!media.width || !media.height) return [];
  const full = { url: media.url, width: media.width };
  if (!media.thumbUrl) return [full];
  const thumbWidth =
    media.kind === 'PORTRAIT' ? PORTRAIT_THUMB_EDGE : Math.round(media.width * Math.min(1, PHOTO_THUMB_EDGE / Math.max(media.width, media.height)));
  return thumbWidth < full.width ? [{ url: media.thumbUrl, width: thumbWidth }, full] : [full];
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const PHOTO_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const MUSIC_EXT: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4' };

export function tooLarge(fileName: string, kind: MediaKind): RejectedFileError {
  const limit = kind === 'MUSIC' ? MUSIC_MAX_BYTES : PHOTO_MAX_BYTES;
  return new RejectedFileError(413, `${fileName} is larger than ${megabytes(limit)}, the most a ${kind === 'MUSIC' ? 'song' : 'photo'} may be.`);
}

// The type comes from the bytes, never the name: a script renamed .jpg is refused. `chargePixels` is told a
// picture's size from its header before it is decoded, and may refuse it (pixel-budget.ts).
export async function processUpload(
  bytes: Buffer,
  fileName: string,
  kind: MediaKind,
  keyBase: string,
  chargePixels?: (fileName: string, pixels: number) => void,
): Promise<ProcessedMedia> {
  if (bytes.length === 0) throw new RejectedFileError(400, `${fileName} is empty (0 bytes).`);
  const limit = kind === 'MUSIC' ? MUSIC_MAX_BYTES : PHOTO_MAX_BYTES;
  if (bytes.length > limit) throw tooLarge(fileName, kind);
  const type = await fromBuffer(bytes);
  const key = (size: string, ext: string) => `${keyBase}/${randomUUID()}-${size}.${ext}`;
  if (kind === 'MUSIC') {
    // M4A is an MP4 container; file-type names audio-only MP4s m4a and video MP4s mp4.
    const ext = type?.ext === 'mp4' && type.mime === 'audio/mp4' ? 'm4a' : type?.ext;
    if (!ext || !(ext in MUSIC_EXT)) throw new RejectedFileError(415, `${fileName} is not an MP3 or M4A song.`);
    const originalKey = key('original', ext);
    const url = `/api/media/${originalKey}`;
    return {
      files: [{ key: originalKey, bytes, contentType: MUSIC_EXT[ext]! }],
      url,
      thumbUrl: null,
      width: null,
      height: null,
      contentType: MUSIC_EXT[ext]!,
      byteSize: bytes.length,
    };
  }
  if (!type || !(type.ext in PHOTO_EXT)) throw new RejectedFileError(415, `${fileName} is not a JPEG, PNG or WebP photo.`);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new RejectedFileError(422, `${fileName} could not be read as a photo; it may be damaged.`);
  }
  if (!width || !height) throw new RejectedFileError(422, `${fileName} could not be read as a photo; it may be damaged.`);
  if (width * height > MAX_PIXELS) {
    throw new RejectedFileError(422, `${fileName} is ${width} × ${height} pixels, more than we can safely open (60 megapixels).`);
  }
  chargePixels?.(fileName, width * height);
  return oneAtATime(() => resize(bytes, fileName, kind, type, key));
}

async function resize(
  bytes: Buffer,
  fileName: string,
  kind: MediaKind,
  type: { ext: string; mime: string },
  key: (size: string, ext: string) => string,
): Promise<ProcessedMedia> {
  try {
    const image = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const originalKey = key('original', type.ext);
    if (kind === 'PORTRAIT') {
      // The portrait is cropped square around what draws the eye (faces, contrast).
      const square = await image().resize(PORTRAIT_EDGE, PORTRAIT_EDGE, { fit: 'cover', position: sharp.strategy.attention }).webp({ quality: 85 }).toBuffer();
      const thumb = await sharp(square).resize(PORTRAIT_THUMB_EDGE, PORTRAIT_THUMB_EDGE).webp({ quality: 80 }).toBuffer();
      const squareKey = key(String(PORTRAIT_EDGE), 'webp');
      const thumbKey = key(String(PORTRAIT_THUMB_EDGE), 'webp');
      return {
        files: [
          { key: originalKey, bytes, contentType: type.mime },
          { key: squareKey, bytes: square, contentType: 'image/webp' },
          { key: thumbKey, bytes: thumb, contentType: 'image/webp' },
        ],
        url: `/api/media/${squareKey}`,
        thumbUrl: `/api/media/${thumbKey}`,
        width: PORTRAIT_EDGE,
        height: PORTRAIT_EDGE,
        contentType: type.mime,
        byteSize: bytes.length,
      };
    }
    // Gallery and memorial video: up to 1600 px on the long side; the grid: up to 480 px.
    const large = await image()
      .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // From the large size, not the original: the original is decoded once.
    const thumb = await sharp(large.data)
      .resize(PHOTO_THUMB_EDGE, PHOTO_THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const largeKey = key(String(PHOTO_EDGE), 'webp');
    const thumbKey = key(String(PHOTO_THUMB_EDGE), 'webp');
    return {
      files: [
        { key: originalKey, bytes, contentType: type.mime },
        { key: largeKey, bytes: large.data, contentType: 'image/webp' },
        { key: thumbKey, bytes: thumb, contentType: 'image/webp' },
      ],
      url: `/api/media/${largeKey}`,
      thumbUrl: `/api/media/${thumbKey}`,
      width: large.info.width,
      height: large.info.height,
      contentType: type.mime,
      byteSize: bytes.length,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new RejectedFileError(422, `${fileName} could not be read as a photo; it may be damaged.`);
  }
}

// A name as the family sees it in a message: no folders, no control characters, not endless.
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop()!;
  // eslint-disable-next-line no-control-regex
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (name || 'The file').slice(0, 120);
}

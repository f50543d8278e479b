import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { KeepsakeMedia } from './ports';

// Print resolution: every photo is resampled to 300 pixels per inch of the box it fills (never up).
export const PRINT_DPI = 300;

// libvips keeps decoded images in a cache and runs a thread per core by default: for 500 photos in a
// process that also serves requests, that is hundreds of MB held for nothing (every photo is read once).
// One thread and no cache keep the job's memory flat; the time goes to a photo at a time anyway.
// Both settings are process-wide: uploads (lib/media-process.ts), which decode one picture at a time,
// then use one libvips thread too: a big upload is slower on a multi-core box, memory stays bounded.
sharp.cache(false);
sharp.concurrency(1);

export interface PrintBox {
  width: number;
  height: number;
}

/**
 * The photos of both books, each resampled once: the first book that places a photo streams it from the
 * storage (or the home's shipped pictures) into sharp and writes a print JPEG to the job's folder; the second book (and a photo placed
 * twice) reuses that file. The box asked for is the larger of the two paper sizes' boxes, so both books
 * get print resolution from the one file. Nothing is held in memory between photos.
 */
export class PrintImages {
  private readonly files = new Map<string, string | null>();
  private count = 0;

  constructor(
    private readonly media: KeepsakeMedia,
    private readonly dir: string,
  ) {}

  async file(url: string | null, box: PrintBox): Promise<string | null> {
    if (!url) return null;
    const cacheKey = `${url}@${Math.round(box.width)}x${Math.round(box.height)}`;
    if (this.files.has(cacheKey)) return this.files.get(cacheKey)!;
    const out = path.join(this.dir, `print-${(this.count += 1)}.jpg`);
    const made = await this.make(url, box, out);
    this.files.set(cacheKey, made ? out : null);
    return made ? out : null;
  }

  private async make(url: string, box: PrintBox, out: string): Promise<boolean> {
    const stored = await this.media.open(url);
    if (!stored) return false;
    const resample = sharp({ limitInputPixels: 100_000_000, sequentialRead: true })
      .rotate()
      .resize(Math.round((box.width / 72) * PRINT_DPI), Math.round((box.height / 72) * PRINT_DPI), { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, chromaSubsampling: '4:4:4' });
    try {
      // The stored file streams in; the print JPEG goes straight to disk.
      // sharp waits for its input to finish: a read that fails half-way must fail the photo, not hang it.
      const failedRead = new Promise<never>((_, reject) => stored.body.once('error', reject));
      const written = resample.toFile(out);
      stored.body.pipe(resample);
      await Promise.race([written, failedRead]);
      return true;
    } catch {
      // A file that is not an image (or is damaged) leaves its place empty rather than failing the book.
      stored.body.destroy();
      await rm(out, { force: true });
      return false;
    }
  }
}

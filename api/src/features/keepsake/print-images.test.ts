import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { photoRows } from './book';
import type { KeepsakeMedia } from './ports';
import { PrintImages } from './print-images';

// Issue 29 point 4: each photo is read and resampled once for both books, at print resolution for the
// larger of its two boxes, streamed from the storage; a file that is not an image leaves its place empty.
describe('print images for the memorial book', () => {
  let dir: string;
  const reads: string[] = [];
  const files = new Map<string, Buffer>();
  const storage: KeepsakeMedia = {
    async open(url) {
      reads.push(url);
      const bytes = files.get(url);
      // In small chunks, as a stored file streams.
      return bytes
        ? {
            body: Readable.from(Array.from({ length: Math.ceil(bytes.length / 4096) }, (_, i) => bytes.subarray(i * 4096, (i + 1) * 4096))),
            size: bytes.length,
          }
        : null;
    },
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-print-'));
    files.set(
      'a/1/wide.jpg',
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer(),
    );
    files.set(
      'a/1/small.png',
      await sharp({ create: { width: 200, height: 100, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer(),
    );
    files.set('a/1/broken.jpg', Buffer.from('not an image at all'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads and resamples a photo once, however many times the books place it', async () => {
    const images = new PrintImages(storage, dir);
    const box = { width: 240, height: 160 };
    const first = await images.file('a/1/wide.jpg', box);
    const again = await images.file('a/1/wide.jpg', box);
    expect(again).toBe(first);
    expect(reads.filter((key) => key === 'a/1/wide.jpg')).toHaveLength(1);
    // 240 pt at 300 dpi is 1000 px: print resolution, not the 3000 px original.
    const meta = await sharp(first!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 667]);
  });

  it('never enlarges, flattens transparency, and leaves out what is missing or not an image', async () => {
    const images = new PrintImages(storage, dir);
    const small = await sharp((await images.file('a/1/small.png', { width: 400, height: 400 }))!).metadata();
    expect([small.format, small.width, small.height, small.hasAlpha]).toEqual(['jpeg', 200, 100, false]);
    expect(await images.file('a/1/broken.jpg', { width: 100, height: 100 })).toBeNull();
    expect(await images.file('a/1/gone.jpg', { width: 100, height: 100 })).toBeNull();
    expect(await images.file(null, { width: 100, height: 100 })).toBeNull();
    // A stored file whose read fails half-way.
    const failing: KeepsakeMedia = {
      ...storage,
      open: () =>
        Promise.resolve({
          body: Readable.from(
            (async function* () {
              yield files.get('a/1/wide.jpg')!.subarray(0, 4096);
              throw new Error('the connection to the store was reset');
            })(),
          ),
          size: 1,
        }),
    };
    expect(await new PrintImages(failing, dir).file('a/1/wide.jpg', { width: 100, height: 100 })).toBeNull();
  });

  it('lays photos out in rows that fill the text width of each paper size, no taller than a third of the page', () => {
    const photo = (id: number, width: number, height: number) => ({
      id,
      caption: '',
      description: '',
      fileName: `${id}.jpg`,
      width,
      height,
      originalUrl: null,
      largeUrl: null,
    });
    const photos = [photo(1, 3000, 2000), photo(2, 2000, 3000), photo(3, 2400, 2400), photo(4, 4000, 1500), photo(5, 1600, 1200)];
    for (const [size, textWidth, maxRow] of [
      ['A4', 595.28 - 112, (841.89 - 112) / 3],
      ['LETTER', 612 - 112, (792 - 112) / 3],
    ] as const) {
      const rows = photoRows(photos, size);
      expect(rows.flat().map((item) => item.photo.id)).toEqual([1, 2, 3, 4, 5]);
      for (const row of rows.slice(0, -1)) {
        expect(row.reduce((sum, item) => sum + item.width, 0) + 8 * (row.length - 1)).toBeCloseTo(textWidth, 3);
        expect(row[0]!.height).toBeLessThanOrEqual(maxRow);
      }
    }
  });
});

// The keepsake of a large case (issue 29 point 4), measured: 500 photos (original and large size) and 2,000
// visible memories (one in ten with a photo) on the embedded database, made by the real job; prints one
// JSON line with the time, the peak resident memory of this process and the files' sizes.
// Run by `npm run bench` (e2e/bench/keepsake.mjs), or alone: `npx tsx api/src/bench/keepsake-bench.ts`.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { testConfig } from '../config';
import { migrate } from '../db/migrate';
import { createStorage } from '../lib/storage';
import { seedDemo } from '../seed';
import { createServer } from '../server';

const PHOTOS = Number(process.env.KEEPSAKE_BENCH_PHOTOS) || 500;
const MEMORIES = Number(process.env.KEEPSAKE_BENCH_MEMORIES) || 2000;

async function main() {
  const dir = path.join(os.tmpdir(), `keepsake-bench-${process.pid}`);
  const storageConfig = { kind: 'local' as const, dir };
  const app = await createServer({ ...testConfig(), storage: storageConfig });
  await migrate(app.database);
  await seedDemo(app.database.db);
  const storage = createStorage(storageConfig);
  const sql = app.database;
  const [rosa] = await sql.query<{ id: number; site_id: string; obituary_id: number }>(
    `SELECT c.id, c.site_id, o.obituary_id FROM family_case c JOIN case_obituary o ON o.case_id = c.id WHERE c.name_slug = 'rosa-ines-morales'`,
  );
  if (!rosa) throw new Error('the demo case is missing');
  await sql.query(`UPDATE case_obituary SET status = 'APPROVED' WHERE case_id = $1`, [rosa.id]);

  // Photos as a camera makes them: noise does not compress, so sizes are realistic (≈ 1–2 MB originals).
  const noisy = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
  const shapes = [
    [3000, 2000],
    [2000, 3000],
    [2400, 2400],
    [4000, 1500],
  ] as const;
  const originals = await Promise.all(shapes.map(([w, h]) => noisy(w, h)));
  const larges = await Promise.all(
    shapes.map(([w, h]) =>
      sharp(originals[shapes.findIndex((s) => s[0] === w && s[1] === h)]!)
        .resize(1600, 1600, { fit: 'inside' })
        .webp({ quality: 82 })
        .toBuffer(),
    ),
  );
  const base = `${rosa.site_id}/${rosa.id}`;
  for (let i = 0; i < PHOTOS; i += 1) {
    const shape = i % shapes.length;
    const [w, h] = shapes[shape]!;
    const original = `${base}/${randomUUID()}-original.jpg`;
    const large = `${base}/${randomUUID()}-1600.webp`;
    await storage.put(original, originals[shape]!, 'image/jpeg');
    await storage.put(large, larges[shape]!, 'image/webp');
    await sql.query(
      `INSERT INTO case_media (case_id, site_id, kind, storage_keys, url, content_type, byte_size, width, height, file_name, caption, position)
       VALUES ($1, $2, 'PHOTO', $3::jsonb, $4, 'image/webp', $5, $6, $7, $8, $9, $10)`,
      [
        rosa.id,
        rosa.site_id,
        JSON.stringify([original, large]),
        `/api/media/${large}`,
        larges[shape]!.length,
        Math.round((1600 * w) / Math.max(w, h)),
        Math.round((1600 * h) / Math.max(w, h)),
        `photo-${i}.jpg`,
        `Photo ${i + 1}`,
        100 + i,
      ],
    );
  }
  const memoryPhoto = await sharp(originals[0]!).resize(1200).webp().toBuffer();
  for (let i = 0; i < MEMORIES; i += 1) {
    const key = i % 10 === 0 ? `${base}/${randomUUID()}-1200.webp` : null;
    if (key) await storage.put(key, memoryPhoto, 'image/webp');
    await sql.query(
      `INSERT INTO memory (site_id, obituary_id, author_name, relationship, text, status, photo_url, photo_width, photo_height) VALUES ($1, $2, $3, 'Friend', $4, 'APPROVED', $5, $6, $7)`,
      [
        rosa.site_id,
        rosa.obituary_id,
        `Friend ${i + 1} Ñúñez`,
        `Memory ${i + 1}: she taught us to read poetry aloud and to laugh at ourselves. `.repeat(3),
        key ? `/api/media/${key}` : null,
        key ? 1200 : null,
        key ? 800 : null,
      ],
    );
  }
  const [primary] = await sql.query<{ user_id: string }>(`SELECT user_id FROM case_member WHERE case_id = $1 AND role = 'PRIMARY'`, [rosa.id]);
  await sql.query(
    `INSERT INTO background_job (kind, site_id, case_id, requested_by, payload) VALUES ('keepsake', $1, $2, $3, '{"origin":"https://bench.invalid"}')`,
    [rosa.site_id, rosa.id, primary?.user_id ?? null],
  );

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = Date.now();
  await app.jobs.drain();
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const [job] = await sql.query<{ status: string; error: string | null; result: { files: { file: string; bytes: number }[] } | null }>(
    `SELECT status, error, result FROM background_job WHERE kind = 'keepsake' ORDER BY id DESC LIMIT 1`,
  );
  console.log(
    JSON.stringify({
      photos: PHOTOS,
      memories: MEMORIES,
      status: job?.status,
      error: job?.error,
      seconds,
      rssBeforeMb: Math.round(before / 1024 / 1024),
      peakRssMb: Math.round(peak / 1024 / 1024),
      files: job?.result?.files.map((f) => ({ file: f.file, mb: +(f.bytes / 1024 / 1024).toFixed(1) })),
    }),
  );
  await app.close();
  const { rm } = await import('node:fs/promises');
  await rm(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// The keepsake of a large case (issue 29 point 4), measured: 500 photos (original and large size) and 2,000
// visible memories (one in ten with a photo) on the embedded database (PGlite in a folder), made by the real
// job; prints one JSON line with the time, the peak resident memory of the job's process and the files' sizes.
// Two processes: this one makes the case, a fresh one (`… run <folder>`) opens the same database and runs
// the job, so the peak is an API process's doing the job, not the seeding's (PGlite's heap never shrinks).
// Run by `npm run bench` (e2e/bench/keepsake.mjs), or alone: `npx tsx api/src/bench/keepsake-bench.ts`.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { testConfig } from '../config';
import { migrate } from '../db/migrate';
import { createStorage } from '../lib/storage';
import { seedDemo } from '../seed';
import { createServer } from '../server';

const PHOTOS = Number(process.env.KEEPSAKE_BENCH_PHOTOS) || 500;
const MEMORIES = Number(process.env.KEEPSAKE_BENCH_MEMORIES) || 2000;

// With DATABASE_URL (an admin URL of a PostgreSQL, as production runs) a throw-away database on it;
// else PGlite in the folder, whose engine lives in the job's process (about 330 MB of its peak).
const ADMIN_URL = process.env.DATABASE_URL;
const configIn = (dir: string, databaseUrl: string | undefined) => ({
  ...testConfig(),
  database: databaseUrl ? { kind: 'postgres' as const, url: databaseUrl } : { kind: 'pglite' as const, dataDir: path.join(dir, 'pglite') },
  storage: { kind: 'local' as const, dir: path.join(dir, 'files') },
});

async function withAdmin(run: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

async function main() {
  const dir = path.join(os.tmpdir(), `keepsake-bench-${process.pid}`);
  const name = `keepsake_bench_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (ADMIN_URL) {
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  try {
    await prepare(dir, databaseUrl);
    // The job in a process of its own, started as this one was (tsx's loader is in execArgv).
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, 'run', dir, databaseUrl ?? ''], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`the job's process failed (${run.status})`);
    console.log(run.stdout.trim().split('\n').pop());
  } finally {
    await rm(dir, { recursive: true, force: true });
    if (ADMIN_URL) await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function prepare(dir: string, databaseUrl: string | undefined) {
  const storageConfig = configIn(dir, databaseUrl).storage;
  const app = await createServer(configIn(dir, databaseUrl));
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

  await app.close();
}

async function runJob(dir: string, databaseUrl: string | undefined) {
  const app = await createServer(configIn(dir, databaseUrl));
  const sql = app.database;
  global.gc?.();
  const before = process.memoryUsage().rss;
  const started = Date.now();
  const cpu = process.cpuUsage();
  await app.jobs.drain();
  const seconds = (Date.now() - started) / 1000;
  // CPU time too: on a shared machine the wall time says as much about the neighbours as about the job.
  const used = process.cpuUsage(cpu);
  const [job] = await sql.query<{ status: string; error: string | null; result: { files: { file: string; bytes: number }[] } | null }>(
    `SELECT status, error, result FROM background_job WHERE kind = 'keepsake' ORDER BY id DESC LIMIT 1`,
  );
  console.log(
    JSON.stringify({
      photos: PHOTOS,
      memories: MEMORIES,
      database: databaseUrl ? 'postgres' : 'pglite',
      status: job?.status,
      error: job?.error,
      seconds,
      cpuSeconds: +((used.user + used.system) / 1e6).toFixed(1),
      rssBeforeMb: Math.round(before / 1024 / 1024),
      // The kernel's high-water mark of this process (kB): every moment counts, not a sampler's ticks.
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      files: job?.result?.files.map((f) => ({ file: f.file, mb: +(f.bytes / 1024 / 1024).toFixed(1) })),
    }),
  );
  await app.close();
}

(process.argv[2] === 'run' ? runJob(process.argv[3]!, process.argv[4] || undefined) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

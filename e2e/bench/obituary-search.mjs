// Obituary search at scale: 100,000 obituaries in a throw-away database (embedded PGlite, and PostgreSQL
// when DATABASE_URL is set), timed with the same SQL the API's searchObituaries() sends.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '@keepsake/serve';

const ROWS = 100_000;
const SITE = 'bench-site';
const PAGE_SIZE = 12;
const RUNS = 25;
const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
const migration = (name) => readFileSync(path.join(repoRoot, 'api', 'src', 'db', 'migrations', name), 'utf8');

const FIRST = [
  'Eleanor',
  'Walter',
  'Margaret',
  'Thomas',
  'Dorothy',
  'Harold',
  'Ruth',
  'George',
  'Patricia',
  'Samuel',
  'Betty',
  'Robert',
  'Evelyn',
  'Francis',
  'Mary',
  'Arthur',
  'Helen',
  'Charles',
  'Joan',
  'William',
  'Lillian',
  'Donald',
  'Virginia',
  'Edward',
  'Rosa',
  'Frederick',
  'Nancy',
  'Raymond',
  'Alice',
  'Kenneth',
  'Grace',
  'Leonard',
  'Shirley',
  'Henry',
  'Anna',
  'James',
  'Louise',
  'Joseph',
  'Clara',
  'Paul',
];
const LAST = [
  'Hartwell',
  'Okafor',
  'Delaney',
  'Whitfield',
  'Kowalski',
  'Bennett',
  'Castellano',
  'Abernathy',
  'Moreau',
  'Goldberg',
  'Larkin',
  'Fitzgerald',
  'Thornton',
  'Dubois',
  'OBrien',
  'Jennings',
  'Nakamura',
  'Pemberton',
  'Marsh',
  'Crane',
  'Ahmed',
  'Whitaker',
  'Caldwell',
  'Lindqvist',
  'Gutierrez',
  'Hale',
  'Brooks',
  'Foster',
  'Sinclair',
  'Porter',
  'Whitmore',
  'Russo',
  'Dawson',
  'Ashford',
  'Sullivan',
  'Calloway',
  'Smith',
  'Johnson',
  'Nguyen',
  'Garcia',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Martin',
  'Lee',
  'Clark',
  'Lewis',
];
const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

// One INSERT … SELECT over generate_series: the database builds the rows itself, in seconds.
const SEED_SQL = `
  INSERT INTO site (id, slug, name) VALUES ('${SITE}', '${SITE}', 'Bench Funeral Home');
  INSERT INTO obituary (site_id, full_name, name_slug, birth_date, death_date, city, portrait_url, biography)
  SELECT '${SITE}', f || ' ' || m || ' ' || l, lower(f || '-' || m || '-' || l),
         d - ((60 + i % 40) * 365), d, 'Alder Falls, VT', '/api/assets/obituaries/portrait-01.svg',
         f || ' ' || l || ' passed away peacefully, surrounded by family. ' || repeat('A life of kindness and quiet work. ', 12)
  FROM (
    SELECT i,
           (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] AS f,
           (${sqlArray(FIRST)})[1 + (i * 7) % ${FIRST.length}] AS m,
           (${sqlArray(LAST)})[1 + (i * 13) % ${LAST.length}] AS l,
           DATE '2026-11-01' - (i % 9000) AS d
    FROM generate_series(1, ${ROWS}) AS i
  ) AS people;
  ANALYZE obituary;`;

const SELECTIVE_MATCHES = 3000;
const tsQueryOf = (name) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => `${word}:*`)
    .join(' & ');

// Mirrors api/src/features/case-core/obituary-queries.ts searchObituaries() and obituary-name-query.ts: a name is looked up
// in the name index first; few matches are then read by id, many through the list index.
async function search(query, { name, year, from, to, page = 1 }) {
  let ids = null;
  if (name) {
    const rows = await query(`SELECT id FROM obituary WHERE obituary.name_search @@ to_tsquery('simple', $1) LIMIT ${SELECTIVE_MATCHES}`, [tsQueryOf(name)]);
    ids = rows.map((row) => row.id);
    if (ids.length === 0) return;
  }
  const { text, params } = searchSql({ name, ids, year, from, to, page });
  await query(text, params);
}

function searchSql({ name, ids, year, from, to, page = 1 }) {
  const params = [SITE];
  const where = ['site_id = $1', 'published = true'];
  if (name && ids.length < SELECTIVE_MATCHES) {
    params.push(ids);
    where.push(`id = ANY($${params.length})`);
  } else if (name) {
    params.push(tsQueryOf(name));
    where.push(`obituary.name_search @@ to_tsquery('simple', $${params.length})`);
  }
  if (year) {
    params.push(`${year}-01-01`, `${year}-12-31`);
    where.push(`death_date >= $${params.length - 1}`, `death_date <= $${params.length}`);
  }
  if (from) {
    params.push(from);
    where.push(`death_date >= $${params.length}`);
  }
  if (to) {
    params.push(to);
    where.push(`death_date <= $${params.length}`);
  }
  params.push(PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
  return {
    text: `SELECT id, name_slug, full_name, birth_date, death_date, city, portrait_url, portrait_alt, left(biography, 400)
           FROM obituary WHERE ${where.join(' AND ')}
           ORDER BY death_date DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

export const SEARCHES = [
  { label: 'list, page 1', query: {} },
  { label: 'list, page 40', query: { page: 40 } },
  { label: 'surname "smith"', query: { name: 'smith' } },
  { label: 'prefix "har"', query: { name: 'har' } },
  { label: 'first + last "ele hart"', query: { name: 'ele hart' } },
  { label: 'one letter "m"', query: { name: 'm' } },
  { label: 'year 2024', query: { year: 2024 } },
  { label: 'name + year', query: { name: 'okafor', year: 2019 } },
  { label: 'date range', query: { from: '2025-03-01', to: '2025-04-30' } },
  { label: 'no match', query: { name: 'zzyzx' } },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(query) {
  const durations = [];
  const bySearch = new Map(SEARCHES.map((search) => [search.label, []]));
  for (const { query: searchQuery } of SEARCHES) await search(query, searchQuery); // warm-up
  for (let run = 0; run < RUNS; run += 1) {
    for (const { label, query: searchQuery } of SEARCHES) {
      const started = performance.now();
      await search(query, searchQuery);
      const elapsed = performance.now() - started;
      durations.push(elapsed);
      bySearch.get(label).push(elapsed);
    }
  }
  durations.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  const slowest = [...bySearch].map(([label, times]) => ({
    label,
    p95Ms: round(
      percentile(
        times.sort((a, b) => a - b),
        95,
      ),
    ),
  }));
  slowest.sort((a, b) => b.p95Ms - a.p95Ms);
  return {
    p50Ms: round(percentile(durations, 50)),
    p95Ms: round(percentile(durations, 95)),
    maxMs: round(durations.at(-1)),
    samples: durations.length,
    slowest: slowest.slice(0, 3),
  };
}

async function onPglite() {
  const { PGlite } = await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).href);
  const db = await PGlite.create('memory://');
  try {
    await db.exec(migration('001-sites.sql'));
    await db.exec(migration('200-obituaries.sql'));
    await db.exec(migration('203-obituary-search-index.sql'));
    const seeded = performance.now();
    await db.exec(SEED_SQL);
    const seedMs = Math.round(performance.now() - seeded);
    return { database: 'pglite', rows: ROWS, seedMs, ...(await measure((text, params) => db.query(text, params).then((result) => result.rows))) };
  } finally {
    await db.close();
  }
}

// A schema of its own, dropped afterwards: the bench never touches the tables of a real deployment.
async function onPostgres(url) {
  const { default: pg } = await import(pathToFileURL(apiRequire.resolve('pg')).href);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schema = `bench_obituaries_${process.pid}`;
  try {
    await client.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
    await client.query(migration('001-sites.sql'));
    await client.query(migration('200-obituaries.sql'));
    await client.query(migration('203-obituary-search-index.sql'));
    const seeded = performance.now();
    await client.query(SEED_SQL);
    const seedMs = Math.round(performance.now() - seeded);
    return { database: 'postgres', rows: ROWS, seedMs, ...(await measure((text, params) => client.query(text, params).then((result) => result.rows))) };
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await client.end();
  }
}

export async function benchObituarySearch(env = process.env) {
  const results = [await onPglite()];
  if (env.DATABASE_URL) results.push(await onPostgres(env.DATABASE_URL));
  return results;
}

// `node bench/obituary-search.mjs` runs it alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const result of await benchObituarySearch()) console.log(result);
}

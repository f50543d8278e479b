// Issue 13 point 7: a write the API acknowledged survives `kill -9` of the API process, on PGlite (the
// embedded default) and, with TEST_DATABASE_URL, on PostgreSQL: a memory, a contact message, an order and a
// family's photo upload (the file in the media store and its record). The API runs as `npm start` runs it
// (its own process); the rows are read back after the kill, by a fresh process.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_FAMILY } from '../seed/users';
import { startApi } from '../testing/api-process';
import { edgeHost } from '../testing/test-app';
import { checkoutBody } from '../testing/checkout-body';
import { multipart } from '../testing/multipart';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...edgeHost('localhost') }, body: JSON.stringify(body) });

const PHOTO_WIDTH = 640;

// A family member's photo upload, as the portal sends it (multipart "file"); answers the stored photo's URL.
async function uploadPhoto(url: string, fileName: string): Promise<string> {
  const signIn = await post(`${url}/api/auth/sign-in/email`, { email: DEMO_FAMILY.email, password: DEMO_FAMILY.password });
  expect(signIn.status).toBe(200);
  const auth = { ...edgeHost('localhost'), authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
  const cases = (await (await fetch(`${url}/api/family/cases`, { headers: auth })).json()) as { items: { id: number }[] };
  const bytes = await sharp({ create: { width: PHOTO_WIDTH, height: 480, channels: 3, background: '#7a9a88' } })
    .jpeg()
    .toBuffer();
  const body = multipart([{ name: fileName, bytes, type: 'image/jpeg' }]);
  const response = await fetch(`${url}/api/family/cases/${cases.items[0]!.id}/photos`, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: body.payload,
  });
  expect(response.status).toBe(201);
  const { items } = (await response.json()) as { items: { url: string }[] };
  return items[0]!.url;
}

type Acknowledged = { marker: string; orderId: string; photoUrl: string };

async function writeThenKill(env: Record<string, string>): Promise<Acknowledged> {
  const { url, child } = await startApi(env);
  const marker = `durable-${randomBytes(4).toString('hex')}`;
  let orderId = '';
  let photoUrl = '';
  try {
    const memory = await post(`${url}/api/web/obituaries/1/memories`, { authorName: marker, text: 'Acknowledged, then killed.' });
    const contact = await post(`${url}/api/web/contact`, { name: marker, email: 'ada@example.com', message: 'Still here?' });
    const order = await post(
      `${url}/api/web/obituaries/1/shop/orders`,
      checkoutBody({ recipientName: 'The family', cardSignature: marker, purchaser: { name: marker, email: 'linda@example.com', phone: '(555) 123-4567' } }),
    );
    expect([memory.status, contact.status, order.status]).toEqual([201, 201, 201]);
    orderId = ((await order.json()) as { id: string }).id;
    photoUrl = await uploadPhoto(url, `${marker}.jpg`);
  } finally {
    // The moment after the acknowledgement: no shutdown, no flush, no goodbye.
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  return { marker, orderId, photoUrl };
}

const countMarker = (rows: Array<{ n: number | string }>) => Number(rows[0]?.n ?? 0);
const CHECKS = [
  'SELECT count(*) AS n FROM memory WHERE author_name = $1',
  'SELECT count(*) AS n FROM contact_inquiry WHERE name = $1',
  "SELECT count(*) AS n FROM shop_order WHERE purchaser_name = $1 AND payment_status = 'APPROVED'",
  "SELECT count(*) AS n FROM case_media WHERE file_name = $1 || '.jpg' AND kind = 'PHOTO'",
];

// After the kill, a fresh API process on the same database and media folder: the order's thanks page
// opens and the uploaded photo is served whole (its record and its file both survived).
async function readBack(env: Record<string, string>, { orderId, photoUrl }: Acknowledged): Promise<void> {
  const { url, child } = await startApi(env);
  try {
    const thanks = await fetch(`${url}/api/web/obituaries/1/shop/orders/${orderId}`, { headers: edgeHost('localhost') });
    expect(thanks.status).toBe(200);
    const photo = await fetch(`${url}${photoUrl}`, { headers: edgeHost('localhost') });
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(PHOTO_WIDTH);
  } finally {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}

describe('an acknowledged write survives kill -9 of the API', () => {
  it('on PGlite (the embedded default)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-durability-'));
    try {
      const acknowledged = await writeThenKill({ KEEPSAKE_DATA_DIR: dataDir });
      const { marker } = acknowledged;
      // Read back through a fresh API process on the same folder (PGlite opens a folder from one process).
      await readBack({ KEEPSAKE_DATA_DIR: dataDir }, acknowledged);
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(path.join(dataDir, 'pglite'));
      try {
        for (const check of CHECKS) expect(countMarker((await db.query<{ n: number }>(check, [marker])).rows)).toBe(1);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  const adminUrl = process.env.TEST_DATABASE_URL;
  (adminUrl ? it : it.skip)(
    'on PostgreSQL',
    async () => {
      const name = `keepsake_durability_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      // The media store is a folder of its own here (S3 in production); the rows are in PostgreSQL.
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-durability-pg-'));
      const env = { DATABASE_URL: url.toString(), KEEPSAKE_DATA_DIR: dataDir };
      try {
        const acknowledged = await writeThenKill(env);
        const { marker } = acknowledged;
        await readBack(env, acknowledged);
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          for (const check of CHECKS) expect(countMarker((await client.query(check, [marker])).rows)).toBe(1);
        } finally {
          await client.end();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    240_000,
  );
});

// Issue 13 point 7: a write the API acknowledged survives `kill -9` of the API process, on PGlite (the
// embedded default) and, with TEST_DATABASE_URL, on PostgreSQL. The API runs as `npm start` runs it
// (its own process); the rows are read back after the kill, by a fresh process.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { repoRoot } from '../paths';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startApi(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, ...env, API_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-host': 'localhost' }, body: JSON.stringify(body) });

async function writeThenKill(env: Record<string, string>): Promise<{ marker: string; orderId: string }> {
  const { url, child } = await startApi(env);
  const marker = `durable-${randomBytes(4).toString('hex')}`;
  let orderId = '';
  try {
    const memory = await post(`${url}/api/web/obituaries/1/memories`, { authorName: marker, text: 'Acknowledged, then killed.' });
    const contact = await post(`${url}/api/web/contact`, { name: marker, email: 'ada@example.com', message: 'Still here?' });
    const order = await post(`${url}/api/web/obituaries/1/shop/orders`, {
      productId: 1,
      quantity: 1,
      deliveryMethod: 'ADDRESS',
      recipientName: 'The family',
      line1: '12 Elm Street',
      city: 'Alder Falls',
      region: 'VT',
      postalCode: '05901',
      cardSignature: marker,
      purchaser: { name: marker, email: 'linda@example.com', phone: '(555) 123-4567' },
      payment: { nameOnCard: 'Linda Carver', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect([memory.status, contact.status, order.status]).toEqual([201, 201, 201]);
    orderId = ((await order.json()) as { id: string }).id;
  } finally {
    // The moment after the acknowledgement: no shutdown, no flush, no goodbye.
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  return { marker, orderId };
}

const countMarker = (rows: Array<{ n: number | string }>) => Number(rows[0]?.n ?? 0);
const CHECKS = [
  'SELECT count(*) AS n FROM memory WHERE author_name = $1',
  'SELECT count(*) AS n FROM contact_inquiry WHERE name = $1',
  "SELECT count(*) AS n FROM shop_order WHERE purchaser_name = $1 AND payment_status = 'APPROVED'",
];

describe('an acknowledged write survives kill -9 of the API', () => {
  it('on PGlite (the embedded default)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-durability-'));
    try {
      const { marker, orderId } = await writeThenKill({ KEEPSAKE_DATA_DIR: dataDir });
      // Read back through a fresh API process on the same folder (PGlite opens a folder from one process).
      const { url, child } = await startApi({ KEEPSAKE_DATA_DIR: dataDir });
      try {
        // The thanks page of the acknowledged order still opens.
        const thanks = await fetch(`${url}/api/web/obituaries/1/shop/orders/${orderId}`, { headers: { 'x-host': 'localhost' } });
        expect(thanks.status).toBe(200);
      } finally {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
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
      try {
        const { marker } = await writeThenKill({ DATABASE_URL: url.toString() });
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          for (const check of CHECKS) expect(countMarker((await client.query(check, [marker])).rows)).toBe(1);
        } finally {
          await client.end();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    240_000,
  );
});

import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { siteStorageUsage } from '../db/home-quotas';
import { createTestApp, type TestApp } from '../testing/test-app';
import { HttpError } from './http-error';
import { privateKey } from './storage';
import { MAIL_LIMIT_MESSAGE, storageFullMessage, withMailLimit, withStorageQuota } from './home-quotas';

// Issue 27 point 4: one home cannot take what every home shares. Two seeded homes on a real database.
const WILLOW = 'site-willowbrook';
const HARBOR = 'site-harborview';
const key = (siteId: string, n: number) => `${siteId}/1/00000000-0000-4000-8000-00000000000${n}-large.jpg`;

function memoryStore() {
  const files = new Map<string, Buffer>();
  return {
    kind: 'local' as const,
    files,
    async put(k: string, bytes: Buffer, _contentType: string) {
      files.set(k, bytes);
    },
    async putFile(k: string, file: string, _contentType: string) {
      files.set(k, await readFile(file));
    },
    async get(k: string) {
      const bytes = files.get(k);
      return bytes ? { size: bytes.length, body: Readable.from(bytes) } : null;
    },
    async delete(k: string) {
      files.delete(k);
    },
  };
}

describe('limits per home', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a file that would take a home over its storage, with a message; other homes and deletes are unaffected', async () => {
    const inner = memoryStore();
    const store = withStorageQuota(inner, t.app.database.db, 1000);
    await store.put(key(WILLOW, 1), Buffer.alloc(600), 'image/jpeg');
    const refused = await store.put(key(WILLOW, 2), Buffer.alloc(500), 'image/jpeg').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(413);
    expect((refused as HttpError).message).toBe(storageFullMessage(1000));
    expect(inner.files.has(key(WILLOW, 2))).toBe(false);
    // Harborview has its own room.
    await store.put(key(HARBOR, 1), Buffer.alloc(900), 'image/jpeg');
    // A deleted file gives its room back.
    await store.delete(key(WILLOW, 1));
    await store.put(key(WILLOW, 2), Buffer.alloc(500), 'image/jpeg');
    const [usage] = await t.app.database.db.select().from(siteStorageUsage).where(eq(siteStorageUsage.siteId, WILLOW));
    expect(usage?.bytes).toBe(500);
  });

  // Issue 37 point 2: the keepsake's files (streamed from disk, under the private prefix) were stored
  // outside the quota; a loop of keepsakes filled the disk without ever reaching the home's limit.
  it('counts a file streamed from disk under the private prefix in its home, and gives the room back on delete', async () => {
    const usage = async () => Number((await t.app.database.db.select().from(siteStorageUsage).where(eq(siteStorageUsage.siteId, HARBOR)))[0]?.bytes ?? 0);
    const before = await usage();
    const inner = memoryStore();
    const store = withStorageQuota(inner, t.app.database.db, before + 2000);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quota-'));
    const file = path.join(dir, 'keepsake.zip');
    await writeFile(file, Buffer.alloc(1200));
    await store.putFile(privateKey(HARBOR, 7, 'a-keepsake.zip'), file, 'application/zip');
    expect(await usage()).toBe(before + 1200);
    const refused = await store.putFile(privateKey(HARBOR, 7, 'b-keepsake.zip'), file, 'application/zip').catch((error: unknown) => error);
    expect((refused as HttpError).statusCode).toBe(413);
    expect(inner.files.has(privateKey(HARBOR, 7, 'b-keepsake.zip'))).toBe(false);
    await store.delete(privateKey(HARBOR, 7, 'a-keepsake.zip'));
    expect(await usage()).toBe(before);
  });

  it('gives the room back when the store fails', async () => {
    const inner = memoryStore();
    inner.put = async () => {
      throw new Error('store down');
    };
    const store = withStorageQuota(inner, t.app.database.db, 10_000);
    await expect(store.put(key(HARBOR, 3), Buffer.alloc(100), 'image/jpeg')).rejects.toThrow('store down');
    const [usage] = await t.app.database.db.select().from(siteStorageUsage).where(eq(siteStorageUsage.siteId, HARBOR));
    expect(usage?.bytes).toBe(900);
  });

  it('limits mail per home and hour: over it a 429 with a message; the other home still sends', async () => {
    const sent: string[] = [];
    const mailer = withMailLimit(
      { transport: 'outbox' as const, send: async (message: { siteId: string; budget: string }) => void sent.push(message.siteId) },
      t.app.database.db,
      { mailPerHour: 2, systemMailPerHour: 1 },
    );
    await mailer.send({ siteId: WILLOW, budget: 'bulk' });
    await mailer.send({ siteId: WILLOW, budget: 'bulk' });
    await expect(mailer.send({ siteId: WILLOW, budget: 'bulk' })).rejects.toThrow(MAIL_LIMIT_MESSAGE);
    await mailer.send({ siteId: HARBOR, budget: 'bulk' });
    expect(sent).toEqual([WILLOW, WILLOW, HARBOR]);
  });

  // Issue 37 point 2: a loop of bulk mail (keepsakes, notifications) used to empty the one budget, and the
  // home could then send no password reset or invitation for the rest of the hour.
  it('keeps a budget for system mail that bulk mail cannot spend', async () => {
    const sent: string[] = [];
    const mailer = withMailLimit(
      { transport: 'outbox' as const, send: async (message: { siteId: string; budget: string }) => void sent.push(message.budget) },
      t.app.database.db,
      { mailPerHour: 3, systemMailPerHour: 2 },
    );
    const FOREST = 'site-forest';
    for (let i = 0; i < 3; i += 1) await mailer.send({ siteId: FOREST, budget: 'bulk' });
    await expect(mailer.send({ siteId: FOREST, budget: 'bulk' })).rejects.toThrow(MAIL_LIMIT_MESSAGE);
    await mailer.send({ siteId: FOREST, budget: 'system' });
    await mailer.send({ siteId: FOREST, budget: 'system' });
    // and the system budget is limited too, on its own count
    await expect(mailer.send({ siteId: FOREST, budget: 'system' })).rejects.toThrow(MAIL_LIMIT_MESSAGE);
    expect(sent).toEqual(['bulk', 'bulk', 'bulk', 'system', 'system']);
  });
});

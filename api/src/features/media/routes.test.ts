import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { caseMediaListSchema, caseMediaSchema, obituaryPhotosSchema, obituarySchema, uploadResultSchema } from '@keepsake/shared/contract';
import { multipart } from '../../testing/multipart';
import { caseTasks } from '../case-core/task-tables';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST } from '../../testing/test-app';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
// A "zip bomb" PNG: a few hundred bytes that claim 30,000 × 30,000 pixels (3.6 GB decoded).
function hugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } });
  return image[format]().toBuffer();
};

// An MP3 frame header (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz) repeated: enough for type detection.
const mp3 = () => {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'binary'), frame, frame, frame]);
};

describe('family media: photos, music, portrait', () => {
  const { t, who } = signedInApp();
  let rosaObituaryPath: string;

  beforeAll(async () => {
    const obituary = (
      await t.app.inject({ url: `/api/family/cases/${who.rosaId}/obituary`, headers: { ...DEMO_HOST, authorization: `Bearer ${who.family}` } })
    ).json();
    rosaObituaryPath = obituary.publicPath;
    // The demo page is public once the family approves the obituary.
    await t.app.inject({
      method: 'POST',
      url: `/api/family/cases/${who.rosaId}/obituary/approve`,
      headers: { ...DEMO_HOST, authorization: `Bearer ${who.family}` },
    });
  });

  const auth = (token?: string, host = DEMO_HOST) => ({ ...host, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const upload = (path: string, files: Parameters<typeof multipart>[0], token = who.family, host = DEMO_HOST) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/family/cases/${who.rosaId}/${path}`,
      headers: { ...auth(token, host), ...body.headers },
      payload: body.payload,
    });
  };
  const publicId = () => Number(rosaObituaryPath.split('/')[2]);

  it('lists the demo photos and music (paged)', async () => {
    const photos = caseMediaListSchema.parse((await t.app.inject({ url: `/api/family/cases/${who.rosaId}/photos?size=2`, headers: auth(who.helper) })).json());
    expect(photos.items).toHaveLength(2);
    expect(photos.hasNext).toBe(true);
    const music = caseMediaListSchema.parse((await t.app.inject({ url: `/api/family/cases/${who.rosaId}/music`, headers: auth(who.family) })).json());
    expect(music.items[0]).toMatchObject({ kind: 'MUSIC' });
  });

  it('takes several photos at once, resizes them, serves them, and shows them in the public gallery', async () => {
    const response = await upload('photos', [
      { name: 'beach.jpg', bytes: await photo(3000, 2000) },
      { name: 'garden.png', bytes: await photo(400, 300, 'png') },
      { name: 'porch.webp', bytes: await photo(1200, 1600, 'webp') },
    ]);
    expect(response.statusCode).toBe(201);
    const result = uploadResultSchema.parse(response.json());
    expect(result.rejected).toEqual([]);
    expect(result.items.map((item) => [item.fileName, item.width, item.height])).toEqual([
      ['beach.jpg', 1600, 1067],
      ['garden.png', 400, 300],
      ['porch.webp', 1200, 1600],
    ]);
    const served = await t.app.inject({ url: result.items[0]!.url, headers: DEMO_HOST });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    // Another site cannot read it through its own host.
    expect((await t.app.inject({ url: result.items[0]!.url, headers: SECOND_HOST })).statusCode).toBe(404);
    const gallery = obituaryPhotosSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${publicId()}/photos`, headers: DEMO_HOST })).json());
    expect(gallery.items.map((item) => item.url)).toEqual(expect.arrayContaining(result.items.map((item) => item.url)));
    // Each photo offers its sizes for srcset, smallest first, and each is served at the width it claims.
    const sizesOf = (url: string) => gallery.items.find((item) => item.url === url)?.sizes?.map((size) => size.width);
    expect(sizesOf(result.items[0]!.url)).toEqual([480, 1600]);
    expect(sizesOf(result.items[1]!.url)).toEqual([400]);
    expect(sizesOf(result.items[2]!.url)).toEqual([360, 1200]);
    for (const size of gallery.items.find((item) => item.url === result.items[2]!.url)!.sizes!) {
      const file = await t.app.inject({ url: size.url, headers: DEMO_HOST });
      expect((await sharp(file.rawPayload).metadata()).width).toBe(size.width);
    }
  });

  it('refuses hostile files by their bytes, naming the file and why', async () => {
    const script = expectError(await upload('photos', [{ name: 'holiday.jpg', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), type: 'image/jpeg' }]), 415);
    expect(script.message).toBe('holiday.jpg is not a JPEG, PNG or WebP photo.');
    const html = expectError(await upload('photos', [{ name: 'x.png', bytes: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/png' }]), 415);
    expect(html.message).toContain('x.png');
    expect(expectError(await upload('photos', [{ name: 'empty.jpg', bytes: Buffer.alloc(0) }]), 400).message).toBe('empty.jpg is empty (0 bytes).');
    const big = expectError(await upload('photos', [{ name: 'huge.jpg', bytes: Buffer.alloc(60 * 1024 * 1024, 1) }]), 413);
    expect(big.message).toBe('huge.jpg is larger than 25 MB, the most a photo may be.');
    const bomb = expectError(await upload('photos', [{ name: 'bomb.png', bytes: hugePng() }]), 422);
    expect(bomb.message).toContain('bomb.png is 30000 × 30000 pixels');
    const song = expectError(await upload('music', [{ name: 'song.mp3', bytes: await photo(10, 10) }]), 415);
    expect(song.message).toBe('song.mp3 is not an MP3 or M4A song.');
    expect(expectError(await upload('music', [{ name: 'long.mp3', bytes: Buffer.alloc(60 * 1024 * 1024, 1) }]), 413).message).toContain('50 MB');
    // Nothing of it was recorded.
    const photos = caseMediaListSchema.parse(
      (await t.app.inject({ url: `/api/family/cases/${who.rosaId}/photos?size=100`, headers: auth(who.family) })).json(),
    );
    expect(photos.items.map((item) => item.fileName)).not.toEqual(expect.arrayContaining(['holiday.jpg', 'bomb.png', 'empty.jpg']));
  });

  it('keeps the good files of a mixed batch and names the refused ones', async () => {
    const response = await upload('photos', [
      { name: 'good.jpg', bytes: await photo(50, 50) },
      { name: 'bad.jpg', bytes: Buffer.from('MZ not a photo') },
    ]);
    expect(response.statusCode).toBe(201);
    const result = uploadResultSchema.parse(response.json());
    expect(result.items.map((item) => item.fileName)).toEqual(['good.jpg']);
    expect(result.rejected).toEqual([{ fileName: 'bad.jpg', message: 'bad.jpg is not a JPEG, PNG or WebP photo.' }]);
    expectError(await t.app.inject({ method: 'POST', url: `/api/family/cases/${who.rosaId}/photos`, headers: auth(who.family), payload: { file: 'x' } }), 400);
  });

  it('takes MP3 music and makes it the tribute music', async () => {
    // Issue 24 §6: the upload starts the task when nobody had; it never moves a task back.
    const db = t.app.database.db;
    const musicTask = and(eq(caseTasks.caseId, who.rosaId), eq(caseTasks.kind, 'upload-music'));
    await db.update(caseTasks).set({ status: 'NOT_STARTED' }).where(musicTask);
    const response = await upload('music', [{ name: 'Ave Maria.mp3', bytes: mp3() }]);
    expect(response.statusCode).toBe(201);
    expect((await db.select({ status: caseTasks.status }).from(caseTasks).where(musicTask))[0]?.status).toBe('IN_PROGRESS');
    await db.update(caseTasks).set({ status: 'COMPLETE' }).where(musicTask);
    expect((await upload('music', [{ name: 'Ave Maria 2.mp3', bytes: mp3() }])).statusCode).toBe(201);
    expect((await db.select({ status: caseTasks.status }).from(caseTasks).where(musicTask))[0]?.status).toBe('COMPLETE');
    const [song] = uploadResultSchema.parse(response.json()).items;
    expect(song).toMatchObject({ kind: 'MUSIC', contentType: 'audio/mpeg', width: null });
    const served = await t.app.inject({ url: song!.url, headers: DEMO_HOST });
    expect(served.headers['content-type']).toBe('audio/mpeg');
  });

  it('crops the portrait square and puts it on the case and the public page', async () => {
    const response = await upload('case-photo', [{ name: 'rosa.jpg', bytes: await photo(1200, 1800) }]);
    expect(response.statusCode).toBe(201);
    const [portrait] = uploadResultSchema.parse(response.json()).items;
    expect(portrait).toMatchObject({ kind: 'PORTRAIT', width: 800, height: 800 });
    const served = await t.app.inject({ url: portrait!.url, headers: DEMO_HOST });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
    const page = obituarySchema.parse((await t.app.inject({ url: `/api/web/obituaries/${publicId()}`, headers: DEMO_HOST })).json());
    expect(page.portraitUrl).toBe(portrait!.url);
    expect(page.portraitSizes).toEqual([
      { url: portrait!.thumbUrl, width: 240 },
      { url: portrait!.url, width: 800 },
    ]);
    const hub = (await t.app.inject({ url: `/api/family/cases/${who.rosaId}`, headers: auth(who.family) })).json();
    expect(hub.portraitUrl).toBe(portrait!.url);
  });

  it('captions, reorders and deletes; the gallery follows', async () => {
    const list = caseMediaListSchema.parse((await t.app.inject({ url: `/api/family/cases/${who.rosaId}/photos?size=100`, headers: auth(who.family) })).json());
    const first = list.items[0]!;
    const captioned = await t.app.inject({
      method: 'PATCH',
      url: `/api/family/cases/${who.rosaId}/photos/${first.id}`,
      headers: auth(who.helper),
      payload: { caption: 'At the lake' },
    });
    expect(caseMediaSchema.parse(captioned.json()).caption).toBe('At the lake');
    const reversed = list.items.map((item) => item.id).reverse();
    const ordered = caseMediaListSchema.parse(
      (
        await t.app.inject({ method: 'PUT', url: `/api/family/cases/${who.rosaId}/photos/order`, headers: auth(who.family), payload: { mediaIds: reversed } })
      ).json(),
    );
    expect(ordered.items.map((item) => item.id)).toEqual(reversed);
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/family/cases/${who.rosaId}/photos/order`,
        headers: auth(who.family),
        payload: { mediaIds: reversed.slice(1) },
      }),
      409,
    );
    const gallery = obituaryPhotosSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${publicId()}/photos`, headers: DEMO_HOST })).json());
    const familyUrls = gallery.items.filter((item) => list.items.some((media) => media.url === item.url)).map((item) => item.url);
    expect(familyUrls).toEqual(ordered.items.map((item) => item.url));
    expect(gallery.items.find((item) => item.url === first.url)?.caption).toBe('At the lake');

    // A helper removes only what they uploaded; the primary contact anything.
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/family/cases/${who.rosaId}/photos/${first.id}`, headers: auth(who.helper) }), 403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/family/cases/${who.rosaId}/photos/${first.id}`, headers: auth(who.family) });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const after = obituaryPhotosSchema.parse((await t.app.inject({ url: `/api/web/obituaries/${publicId()}/photos`, headers: DEMO_HOST })).json());
    expect(after.items.some((item) => item.url === first.url)).toBe(false);
    if (first.url.startsWith('/api/media/')) expect((await t.app.inject({ url: first.url, headers: DEMO_HOST })).statusCode).toBe(404);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/family/cases/${who.rosaId}/photos/${first.id}`, headers: auth(who.family) }), 404);
    // A music id is not a photo.
    const music = caseMediaListSchema.parse((await t.app.inject({ url: `/api/family/cases/${who.rosaId}/music`, headers: auth(who.family) })).json());
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/family/cases/${who.rosaId}/photos/${music.items[0]!.id}`, headers: auth(who.family) }), 404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/family/cases/${who.rosaId}/music/${music.items[0]!.id}`, headers: auth(who.family) })).statusCode,
    ).toBe(204);
  });

  it("keeps another family's and another site's people out (404), and signed-out callers (401)", async () => {
    const list = caseMediaListSchema.parse((await t.app.inject({ url: `/api/family/cases/${who.rosaId}/photos`, headers: auth(who.family) })).json());
    const id = list.items[0]!.id;
    expectError(await t.app.inject({ url: `/api/family/cases/${who.rosaId}/photos`, headers: auth(who.otherFamily) }), 404);
    expectError(await upload('photos', [{ name: 'a.jpg', bytes: await photo(20, 20) }], who.otherFamily), 404);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/family/cases/${who.rosaId}/photos/${id}`, headers: auth(who.otherFamily) }), 404);
    // The demo family reaching through a case of their own to another case's media: 404.
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/family/cases/${who.haroldId}/photos/${id}`, headers: auth(who.family) }), 404);
    expectError(await t.app.inject({ url: `/api/family/cases/${who.rosaId}/photos`, headers: auth(who.otherSite, SECOND_HOST) }), 404);
    expectError(await t.app.inject({ url: `/api/family/cases/${who.rosaId}/music`, headers: DEMO_HOST }), 401);
    expectError(await t.app.inject({ url: `/api/family/cases/${who.rosaId}/photos?page=0`, headers: auth(who.family) }), 400);
  });
});

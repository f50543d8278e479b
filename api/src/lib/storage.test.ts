import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { apiErrorSchema, caseListSchema, caseMediaListSchema, uploadResultSchema } from '@keepsake/shared/contract';
import { multipart } from '../testing/multipart';
import { createTestApp, DEMO_HOST, signIn } from '../testing/test-app';
import { createS3Storage, StorageUnavailableError, type StorageConfig } from './storage';

// The S3 store for real: s3rver is an S3-compatible server run in this process on a free port, with its
// files in a temp folder. It knows one key pair (S3RVER / S3RVER) and refuses other access keys, but it
// does not recompute V4 signatures: the signing itself is aws4fetch's, tested upstream.
const BUCKET = 'keepsake-media';
const key = (size = 'original', ext = 'jpg') => `site-willowbrook/1/${randomUUID()}-${size}.${ext}`;
const readAll = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('S3-compatible media storage (against s3rver)', () => {
  let dir: string;
  let server: S3rver;
  let endpoint: string;
  let config: Extract<StorageConfig, { kind: 's3' }>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    config = { kind: 's3', endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes a file', async () => {
    const storage = createS3Storage(config);
    const name = key();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await storage.put(name, bytes, 'image/jpeg');
    const file = await storage.get(name);
    expect(file!.size).toBe(bytes.length);
    expect((await readAll(file!.body)).equals(bytes)).toBe(true);
    await storage.delete(name);
    expect(await storage.get(name)).toBeNull();
    // Deleting what is gone is not an error (a retried delete, an undo's late DELETE).
    await expect(storage.delete(name)).resolves.toBeUndefined();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('fails a write the store refuses (unknown key, missing bucket, no server) and stores nothing', async () => {
    const name = key();
    await expect(createS3Storage({ ...config, accessKeyId: 'NOT-A-KEY' }).put(name, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(createS3Storage({ ...config, bucket: 'no-such-bucket' }).put(name, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(createS3Storage({ ...config, endpoint: 'http://127.0.0.1:9' }).put(name, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    expect(await createS3Storage(config).get(name)).toBeNull();
  });

  describe('uploads through the API', () => {
    // In front of s3rver: refuses the PUT of a photo's last size (the 480 px one) while `failing`, as a
    // store that breaks in the middle of an upload; records every key written.
    let proxy: http.Server;
    let failing = false;
    const written: string[] = [];

    beforeAll(async () => {
      const target = new URL(endpoint);
      proxy = http.createServer((request, response) => {
        const objectKey = (request.url ?? '').split('?')[0]!.slice(`/${BUCKET}/`.length);
        if (request.method === 'PUT') written.push(objectKey);
        if (failing && request.method === 'PUT' && /-480\.webp$/.test(objectKey)) {
          request.resume();
          response.writeHead(500, { 'content-type': 'application/xml' }).end('<Error><Code>InternalError</Code></Error>');
          return;
        }
        // The Host header is passed unchanged: it is part of what was signed.
        const forward = http.request(
          { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        request.pipe(forward);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

    it('stores a photo in S3, serves it, and a failed write leaves neither a record nor a file', async () => {
      const { port } = proxy.address() as AddressInfo;
      const storage = { ...config, endpoint: `http://127.0.0.1:${port}` };
      const t = await createTestApp({ storage });
      try {
        const family = await signIn(t.app, DEMO_HOST, 'family@willowbrook.test', 'keepsake-demo-family');
        const headers = { ...DEMO_HOST, authorization: `Bearer ${family}` };
        const cases = caseListSchema.parse((await t.app.inject({ url: '/api/family/cases', headers })).json());
        const caseId = cases.items.find((item) => item.nameSlug === 'rosa-ines-morales')!.id;
        const listPhotos = async () =>
          caseMediaListSchema.parse((await t.app.inject({ url: `/api/family/cases/${caseId}/photos?size=100`, headers })).json()).items;
        const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } })
          .jpeg()
          .toBuffer();
        const upload = (fileName: string) => {
          const body = multipart([{ name: fileName, bytes: jpeg, type: 'image/jpeg' }]);
          return t.app.inject({ method: 'POST', url: `/api/family/cases/${caseId}/photos`, headers: { ...headers, ...body.headers }, payload: body.payload });
        };
        const before = await listPhotos();

        const stored = await upload('garden.jpg');
        expect(stored.statusCode).toBe(201);
        const [photo] = uploadResultSchema.parse(stored.json()).items;
        const served = await t.app.inject({ url: photo!.url, headers: { host: 'localhost' } });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect((await sharp(served.rawPayload).metadata()).width).toBe(photo!.width);

        failing = true;
        written.length = 0;
        const refused = await upload('porch.jpg');
        expect(refused.statusCode).toBe(503);
        expect(apiErrorSchema.parse(refused.json()).message).toBe('We could not store "porch.jpg" just now; nothing was saved. Please try again in a moment.');
        // No record, and every size that did reach the store was removed again.
        expect((await listPhotos()).map((item) => item.id)).toEqual([...before.map((item) => item.id), photo!.id]);
        expect(written.length).toBeGreaterThanOrEqual(3);
        const s3 = createS3Storage(config);
        for (const objectKey of written) expect(await s3.get(objectKey)).toBeNull();
      } finally {
        failing = false;
        await t.close();
      }
    }, 60_000);
  });
});

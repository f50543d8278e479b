import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';

// Where family media lives (docs/decisions/065-family-content.md). Keys look like
// `{siteId}/{caseId}/{uuid}-{size}.{ext}`: no user input ever reaches a path.
export interface StoredFile {
  body: Readable;
  size: number;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  // Resolves only once the whole file is stored: callers record it after.
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  // The same for a large file made on disk (the keepsake archive): streamed, never read whole into memory.
  putFile(key: string, file: string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const KEY_PATTERN = /^(private\/)?[a-z0-9-]+\/\d+\/[0-9a-f-]{36}-[a-z0-9]+\.[a-z0-9]+$/;
export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

// Files only their own routes hand out, after sign-in, membership and expiry (keepsakes; contracts and
// statements if they are ever stored): under this prefix, which the public /api/media route refuses
// (issue 37 point 5). Every such key is made by privateKey.
export const PRIVATE_PREFIX = 'private/';
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);
export const privateKey = (siteId: string, caseId: number, name: string) => `${PRIVATE_PREFIX}${siteId}/${caseId}/${name}`;

export function createStorage(config: StorageConfig): MediaStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}

// The embedded default: files under the data folder. Written to a temporary name and renamed into
// place, so a reader (or a crash) never sees half a file under the real name.
export function createLocalStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(temp, bytes, { flush: true });
        await rename(temp, file);
      } catch (error) {
        // A full or read-only disk: the upload is refused like a store that is down, nothing half-written kept.
        await rm(temp, { force: true });
        throw new StorageUnavailableError(`local write ${key}: ${(error as NodeJS.ErrnoException).code ?? 'failed'}`);
      }
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(createReadStream(source), createWriteStream(temp, { flush: true }));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw new StorageUnavailableError(`local write ${key}: ${(error as NodeJS.ErrnoException).code ?? 'failed'}`);
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

// A store that could not take or give a file (network, credentials, the store's own error): the upload
// is refused as a whole with 503, and nothing is recorded (ADR 065).
export class StorageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

// An S3-compatible store (AWS S3, MinIO, R2, …) through its REST API, path-style URLs, requests signed
// with Signature V4 by `aws4fetch` (small, no dependencies, widely used). Configured by
// KEEPSAKE_S3_ENDPOINT, _BUCKET, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY. Tested against s3rver, an
// S3-compatible server run in-process (storage.test.ts).
export function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): MediaStorage {
  // Few retries: an upload waits on them, and the portal offers its own retry of a failed file.
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region, retries: 2 });
  const urlOf = (key: string) => `${config.endpoint.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/${key}`;
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    try {
      return await client.fetch(urlOf(key), { method, headers: init.headers, body: init.body ? new Uint8Array(init.body) : undefined });
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${method} ${key}: ${(error as Error).message}`);
    }
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      // The payload's hash is signed too, so the store refuses a body changed or cut on the way.
      const headers = { 'content-type': contentType, 'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex') };
      const response = await send('PUT', key, { body: bytes, headers });
      await response.body?.cancel();
      if (!response.ok) throw new StorageUnavailableError(`S3 PUT ${key}: ${response.status}`);
    },
    async putFile(key, file, contentType) {
      if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
      // The payload hash is read from the file first (a second pass, still streamed), then the body streams.
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
      const { size } = await stat(file);
      const headers = { 'content-type': contentType, 'content-length': String(size), 'x-amz-content-sha256': hash.digest('hex') };
      let response: Response;
      try {
        // Node's fetch streams a body only with duplex 'half'; aws4fetch's types do not know it.
        const init = { method: 'PUT', headers, body: Readable.toWeb(createReadStream(file)), duplex: 'half' };
        response = await client.fetch(urlOf(key), init as unknown as Parameters<typeof client.fetch>[1]);
      } catch (error) {
        throw new StorageUnavailableError(`S3 PUT ${key}: ${(error as Error).message}`);
      }
      await response.body?.cancel();
      if (!response.ok) throw new StorageUnavailableError(`S3 PUT ${key}: ${response.status}`);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new StorageUnavailableError(`S3 GET ${key}: ${response.status}`);
      }
      return {
        body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new StorageUnavailableError(`S3 DELETE ${key}: ${response.status}`);
    },
  };
}

export function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const { KEEPSAKE_S3_ENDPOINT: endpoint, KEEPSAKE_S3_BUCKET: bucket } = env;
  if (endpoint && bucket) {
    return {
      kind: 's3',
      endpoint,
      bucket,
      region: env.KEEPSAKE_S3_REGION || 'us-east-1',
      accessKeyId: env.KEEPSAKE_S3_ACCESS_KEY_ID || '',
      secretAccessKey: env.KEEPSAKE_S3_SECRET_ACCESS_KEY || '',
    };
  }
  return { kind: 'local', dir: path.join(dataDir, 'media') };
}

import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

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
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const KEY_PATTERN = /^[a-z0-9-]+\/\d+\/[0-9a-f-]{36}-[a-z0-9]+\.[a-z0-9]+$/;
export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

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
      await writeFile(temp, bytes, { flush: true });
      await rename(temp, file);
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

// An S3-compatible store (AWS S3, MinIO, R2, …) through its REST API with Signature V4, path-style
// URLs. Configured by KEEPSAKE_S3_ENDPOINT, _BUCKET, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY.
// The signing is unit-tested against AWS's published example; no store is reachable from here.
export function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): MediaStorage {
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const url = new URL(`${config.endpoint.replace(/\/$/, '')}/${config.bucket}/${key}`);
    const headers = signS3Request({ method, url, body: body ?? Buffer.alloc(0), contentType, now: new Date(), ...config });
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const response = await send('GET', key);
      if (response.status === 404 || !response.body) return null;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return {
        body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key}: ${response.status}`);
    },
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export function signS3Request({
  method,
  url,
  body,
  contentType,
  now,
  region,
  accessKeyId,
  secretAccessKey,
}: {
  method: string;
  url: URL;
  body: Buffer;
  contentType?: string;
  now: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body);
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  if (contentType) headers['content-type'] = contentType;
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    method,
    url.pathname
      .split('/')
      .map((part) => encodeURIComponent(decodeURIComponent(part)))
      .join('/'),
    [...url.searchParams]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&'),
    names.map((name) => `${name}:${headers[name]!.trim()}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
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

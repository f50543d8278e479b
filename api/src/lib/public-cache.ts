import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Hot public reads (render context, redirects, obituary pages) kept per site and key in memory, as the
// bytes that leave: JSON, gzip and brotli made once per version, with an ETag for 304s (issue 13 point 6,
// DESIGN "Hot public reads"). A write that changes what a key shows calls invalidate(siteId, key prefix)
// (publish → 'render-context', an obituary edit → `obituary:<id>`); with several API processes on one
// PostgreSQL the invalidation is broadcast (NOTIFY, server.ts), and entries also expire after ttlMs.
export interface CachedAnswer {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface PublicCache {
  answer(siteId: string, key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  // Forgets one site's entries whose key starts with `prefix` (all of the site's entries without one),
  // and tells the other processes (unless this is their announcement arriving).
  invalidate(siteId: string, prefix?: string, options?: { broadcast?: boolean }): void;
  // Hears this process's invalidations, to pass them on (server.ts: NOTIFY on PostgreSQL).
  onInvalidate(listener: (siteId: string, prefix: string) => void): void;
  // Hears every invalidation this process applies, its own and those announced by other processes: what
  // derives from cached reads (the obituary searches, the shell's rendered pages) follows them (issue 28).
  onAnyInvalidate(observer: (siteId: string, prefix: string) => void): void;
  readonly size: number;
}

export interface PublicCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export function encodeAnswer(value: unknown): CachedAnswer {
  const json = Buffer.from(JSON.stringify(value));
  return {
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    json,
    gzip: gzipSync(json, { level: 9 }),
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  };
}

export function createPublicCache({ ttlMs, maxEntries }: PublicCacheOptions = { ttlMs: 60_000, maxEntries: 5_000 }): PublicCache {
  const entries = new Map<string, { answer: Promise<CachedAnswer>; at: number }>();
  const listeners: Array<(siteId: string, prefix: string) => void> = [];
  const observers: Array<(siteId: string, prefix: string) => void> = [];
  const cacheKey = (siteId: string, key: string) => `${siteId}\u0001${key}`;
  return {
    answer(siteId, key, load) {
      const id = cacheKey(siteId, key);
      const hit = entries.get(id);
      const now = Date.now();
      if (hit && now - hit.at < ttlMs) return hit.answer;
      // Concurrent misses share one load (a spike on a cold key is one query, not hundreds).
      const answer = load().then(encodeAnswer);
      entries.set(id, { answer, at: now });
      // A failed load (404, database down) is not kept: the next request tries again.
      answer.catch(() => {
        if (entries.get(id)?.answer === answer) entries.delete(id);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return answer;
    },
    invalidate(siteId, prefix = '', { broadcast = true } = {}) {
      const start = cacheKey(siteId, prefix);
      for (const id of entries.keys()) if (id.startsWith(start)) entries.delete(id);
      if (broadcast) for (const listener of listeners) listener(siteId, prefix);
      for (const observer of observers) observer(siteId, prefix);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    onAnyInvalidate(observer) {
      observers.push(observer);
    },
    get size() {
      return entries.size;
    },
  };
}

// Sends a cached answer: 304 when the client has it, else the smallest encoding it accepts.
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('vary', 'X-Host, Host, Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(answer.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}

import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { cacheControlFor } from './cache-headers.mjs';
import { registerHealth } from './health.mjs';

const ms = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);

/**
 * How long a client may take: Fastify waits forever by default, so one slow client per socket could hold
 * a process's connections (slowloris). The whole request in 5 minutes (a 50 MB song on a slow phone), no
 * silence longer than a minute; the headers in 20 s.
 */
export function serverTimeouts(env = process.env) {
  return {
    requestTimeout: ms(env.REQUEST_TIMEOUT_MS, 300_000),
    connectionTimeout: ms(env.IDLE_TIMEOUT_MS, 60_000),
    http: { headersTimeout: ms(env.HEADERS_TIMEOUT_MS, 20_000) },
  };
}

/**
 * Access-Control-Allow-Origin for a request: `*` when the list holds `*` (a remote's code and manifest are
 * public and sent without credentials, so every funeral home's own domain may load them: ADR 090), the
 * request's own origin when it is listed, nothing otherwise.
 * @param {string[]} allowOrigins @param {string | undefined} origin
 * @returns {string | null}
 */
export function allowOriginFor(allowOrigins, origin) {
  if (allowOrigins.includes('*')) return '*';
  return origin && allowOrigins.includes(origin) ? origin : null;
}

/**
 * A production-like static origin: compressed, with cache headers by file kind, and CORS for the pages
 * that load code from it (a remote's chunks are fetched by every home's shell page).
 * @param {{ root: string, allowOrigins?: string[], logger?: boolean, index?: boolean, allowedPath?: (pathName: string) => boolean,
 *   ready?: () => Promise<string | null>, timeouts?: ReturnType<typeof serverTimeouts> }} options
 *   allowedPath: which files may be served (default: all). ready: the /readyz check (health.mjs).
 */
export async function createStaticOrigin({
  root,
  allowOrigins = [],
  logger = false,
  index = true,
  allowedPath = () => true,
  ready,
  timeouts = serverTimeouts(),
}) {
  const app = Fastify({ logger, ...timeouts });
  registerHealth(app, { ready });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (request, reply, payload) => {
    const allowed = allowOriginFor(allowOrigins, request.headers.origin);
    if (allowed) {
      reply.header('Access-Control-Allow-Origin', allowed);
      // One answer for every origin is cacheable by a CDN as is; a listed origin's answer is not.
      if (allowed !== '*') reply.header('Vary', 'Origin');
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    // A page may ask for less (a mailed link's page sends none: link-pages.mjs); never for more.
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A remote's origin serves code, not pages: nothing it answers may be framed.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', "frame-ancestors 'none'");
    return payload;
  });
  await app.register(fastifyStatic, {
    root,
    // Compressed at build time would be better still; on-the-fly compression is cached by the browser.
    preCompressed: false,
    cacheControl: false,
    // The shell renders its own index.html per request (see index-html.mjs).
    index: index ? ['index.html'] : false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    allowedPath: (pathName) => allowedPath(pathName),
  });
  return app;
}

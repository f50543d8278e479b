import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { cacheControlFor } from './cache-headers.mjs';

/**
 * A production-like static origin: compressed, with cache headers by file kind, and CORS for the origins
 * that load code from it (a remote's chunks are fetched by the shell's page).
 * @param {{ root: string, allowOrigins?: string[], logger?: boolean, index?: boolean, allowedPath?: (pathName: string) => boolean }} options
 *   allowedPath: which files may be served (default: all).
 */
export async function createStaticOrigin({ root, allowOrigins = [], logger = false, index = true, allowedPath = () => true }) {
  const app = Fastify({ logger });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (request, reply, payload) => {
    const origin = request.headers.origin;
    if (origin && allowOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
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

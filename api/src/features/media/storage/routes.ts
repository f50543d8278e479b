import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import type { Db } from '../../../db/client';
import { findSiteByHost, requestHostname } from '../../../plugins/site-resolution';
import { isMediaKey, isPrivateKey, type MediaStorage } from '../../../lib/storage';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

// GET /api/media/{siteId}/{caseId}/{file}: family media as the public pages and the portal show it.
// Keys are random and never reused, so a file is cached for good; another site's key is a 404.
export async function mediaFileRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: MediaStorage }) {
  app.get('/api/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // An <img> sends no X-Host: the Host header names the site, as it does for every other call.
    const host = requestHostname(request);
    const site = host ? await findSiteByHost(db, host) : null;
    // A private file (a keepsake) is never public, whatever its key: only its own route sends it.
    if (!site || !isMediaKey(key) || isPrivateKey(key) || !key.startsWith(`${site.id}/`)) throw notFound('There is no such file.');
    const file = await storage.get(key);
    if (!file) throw notFound('There is no such file.');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    reply
      .header('content-type', TYPES[ext] ?? 'application/octet-stream')
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return reply.send(file.body);
  });
}

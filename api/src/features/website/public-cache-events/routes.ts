import { timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound, unauthorized } from '../../../lib/http-error';
import { requestHostname, type SiteResolver } from '../../../plugins/site-resolution';

// The shells' rendered-page caches (tools/serve/src/page-cache.mjs, issue 28) follow the API's public cache:
// every invalidation this process applies — its own writes, and those other API processes announce through
// PostgreSQL NOTIFY (server.ts) — is streamed to the subscribed shells as a server-sent event. So a shell
// shares nothing with other processes but that one announcement, and works the same on PGlite.
// Internal: only a caller with the deployment's internal token (KEEPSAKE_INTERNAL_TOKEN, which the shell
// has too) may listen; without a token configured the route does not exist.
export const PUBLIC_CACHE_EVENTS_PATH = '/api/internal/public-cache-events';
// The stream names homes by site id, the shell knows a page's host: it asks which home a host is (issue 28),
// so a publish drops only that home's pages. Internal too: the id is no secret, but it is no visitor's business.
export const SITE_OF_HOST_PATH = '/api/internal/site-of-host';

// A few shells per API process is the deployment; this bounds what a leaked token could hold open.
const MAX_SUBSCRIBERS = 64;
// A comment line now and then keeps idle proxies from closing the stream, and shows a dead one.
const HEARTBEAT_MS = 15_000;

const siteOfHostSchema = z.object({ siteId: z.string() });

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function publicCacheEventRoutes(app: FastifyInstance, { token, sites }: { token: string | null | undefined; sites: SiteResolver }) {
  const subscribers = new Set<ServerResponse>();
  app.publicCache.onAnyInvalidate((siteId, prefix) => {
    const event = `data: ${JSON.stringify({ siteId, prefix })}\n\n`;
    for (const response of subscribers) response.write(event);
  });
  const heartbeat = setInterval(() => {
    for (const response of subscribers) response.write(': still here\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const response of subscribers) response.end();
    subscribers.clear();
  });

  const requireDeployment = (authorization: string | undefined) => {
    if (!token) throw notFound('Not found.');
    if (!sameToken(authorization ?? '', `Bearer ${token}`)) throw unauthorized('This is for the deployment’s own servers.');
  };

  // The site a host (X-Host) belongs to, answered from the resolver every request uses (so it moves with a
  // host as fast as the API's own answers do); a suspended home is named too (the shell answers it itself).
  app.withTypeProvider<ZodTypeProvider>().get(SITE_OF_HOST_PATH, { schema: { response: { 200: siteOfHostSchema } } }, async (request, reply) => {
    requireDeployment(request.headers.authorization);
    const host = requestHostname(request);
    if (!host) throw badRequest('The X-Host header must be the hostname of a funeral home website.', { 'x-host': 'Please enter a valid format' });
    const site = await sites.byHost(host);
    if (!site) throw notFound(`No funeral home website is set up for the host "${host}".`);
    reply.header('cache-control', 'no-store');
    return { siteId: site.id };
  });

  app.get(PUBLIC_CACHE_EVENTS_PATH, async (request, reply) => {
    requireDeployment(request.headers.authorization);
    if (subscribers.size >= MAX_SUBSCRIBERS) throw new HttpError(503, 'Too many listeners; try again later.');
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    // The first event says the stream is open: from now on nothing this process invalidates is missed.
    response.write('event: ready\ndata: {}\n\n');
    subscribers.add(response);
    request.raw.on('close', () => subscribers.delete(response));
  });
}

import fastifyHttpProxy from '@fastify/http-proxy';
import { createStaticOrigin } from './static-origin.mjs';
import { createIndexHtml } from './index-html.mjs';
import { sharePreviewHtml } from './share-preview.mjs';

/**
 * The shell's origin: its static files, /remotes.json from configuration, /api proxied to the API, and
 * index.html for every other path (the router in the page decides what it shows).
 * @param {{ root: string, registry: Record<string,string>, apiUrl: string, logger?: boolean }} options
 */
export async function createShellServer({ root, registry, apiUrl, logger = false }) {
  const app = await createStaticOrigin({ root, logger, index: false });
  const indexHtml = createIndexHtml({ root, registry });
  await app.register(fastifyHttpProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api', http: { requestOptions: { timeout: 30_000 } } });
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return registry;
  });
  const sendApp = async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(indexHtml(request.url));
  };
  app.get('/', sendApp);
  app.setNotFoundHandler(async (request, reply) => {
    // Missing files (a chunk that is gone) stay 404s; page navigations get the app.
    if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // Obituary pages carry their meta tags for any link-preview agent or crawler (share-preview.mjs).
    const preview = await sharePreviewHtml(request, { html: () => indexHtml(request.url), apiUrl });
    if (preview) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(preview);
    return sendApp(request, reply);
  });
  return app;
}

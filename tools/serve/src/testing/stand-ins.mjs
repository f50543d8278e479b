// What the serve tests put around a shell process: a built shell, a free port, a stand-in API.
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

/** The entry every supervised shell and remote origin runs. */
export const workerScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'worker.mjs');

export function builtShell() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keepsake-hostile-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  return root;
}

export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The stand-in API: the real one's 1 MB body limit, plus the ways an upstream can fail. */
export async function standInApi() {
  const api = Fastify({ bodyLimit: 1024 * 1024 });
  api.get('/api/health', async () => ({ status: 'ok' }));
  api.post('/api/echo', async (request) => ({ received: JSON.stringify(request.body).length }));
  // An API route with a small limit answers 413 before it has read the body, and closes the connection.
  api.post('/api/small', { bodyLimit: 100 }, async () => ({ ok: true }));
  api.get('/api/headers', async (request) => request.headers);
  api.get('/api/reset-mid-answer', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    reply.raw.write('{"partial":');
    setTimeout(() => reply.raw.socket?.destroy(), 50);
  });
  api.get('/api/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { slow: true };
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  return api;
}

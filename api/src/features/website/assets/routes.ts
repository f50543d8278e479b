import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
};

// Seed images shipped with the release. They never change under the same name (a new image gets a new
// file name), so browsers and CDNs may keep them for a year.
export async function assetRoutes(app: FastifyInstance, { dir }: { dir: string }) {
  const root = path.resolve(dir);
  app.get<{ Params: { '*': string } }>('/api/assets/*', async (request, reply) => {
    const relative = request.params['*'];
    const file = path.resolve(root, relative);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    // Stays inside the folder (no ../ escapes, no dotfiles) and only serves known media types.
    if (!type || !file.startsWith(root + path.sep) || relative.split('/').some((part) => part.startsWith('.'))) {
      throw notFound(`No asset named "${relative}".`);
    }
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound(`No asset named "${relative}".`);
    reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened directly must not run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(await readFile(file));
  });
}

import type { FastifyInstance } from 'fastify';
import { TRIBUTE_MUSIC_URL, tributeMusicWav } from './tribute-music';

// Not site-scoped: the same generated file for every funeral home, like the shipped seed images.
export function registerTributeMusicRoute(app: FastifyInstance) {
  app.get(TRIBUTE_MUSIC_URL, async (_request, reply) => {
    reply
      .type('audio/wav')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return reply.send(tributeMusicWav());
  });
}

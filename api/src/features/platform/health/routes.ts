import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SqlRunner } from '../../../db/client';
import { errorBody } from '../../../lib/http-error';

// For load balancers, the supervisor and the start script, like every Keepsake process
// (tools/serve/src/health.mjs): /livez, the process answers; /readyz and /api/health, it can serve
// (200 only when the database answers).
export async function healthRoutes(app: FastifyInstance, { sql }: { sql: SqlRunner }) {
  app.get('/livez', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', pid: process.pid };
  });
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql.query('SELECT 1');
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ ...errorBody(503, 'The database is not reachable.'), status: 'error', database: 'error' });
    }
  };
  app.get('/readyz', ready);
  app.get('/api/health', ready);
}

import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../../db/client';
import { errorBody } from '../../lib/http-error';

// For load balancers and the start script: 200 only when the database answers.
export function registerHealthRoutes(app: FastifyInstance, { sql }: { sql: SqlRunner }) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql.query('SELECT 1');
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ ...errorBody(503, 'The database is not reachable.'), status: 'error', database: 'error' });
    }
  });
}

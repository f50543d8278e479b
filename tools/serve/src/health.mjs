/**
 * Every process answers two checks at its root, for the supervisor's and the load balancer's probes:
 * /livez (the process answers: restart it if not) and /readyz (it can do its work: send it traffic).
 * While it shuts down, Fastify answers every request 503 (return503OnClosing), these two included.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ ready?: () => Promise<string | null> }} options ready: null when ready, else why not.
 */
export function registerHealth(app, { ready = async () => null } = {}) {
  const noStore = (reply) => reply.header('cache-control', 'no-store');
  app.get('/livez', async (_request, reply) => {
    noStore(reply);
    return { status: 'ok', pid: process.pid };
  });
  app.get('/readyz', async (_request, reply) => {
    noStore(reply);
    const why = await ready().catch((error) => error.message || 'not ready');
    if (why) return reply.code(503).send({ status: 'unavailable', reason: why, pid: process.pid });
    return { status: 'ok', pid: process.pid };
  });
}

/**
 * Stops taking new connections, lets requests in flight finish, and after `graceMs` cuts what is left
 * (a keep-alive connection kept busy would otherwise hold the process for Fastify's 72 s keep-alive).
 * @param {import('fastify').FastifyInstance} app
 */
export async function closeWithin(app, graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 5000)) {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

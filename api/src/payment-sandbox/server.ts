import Fastify, { type FastifyInstance } from 'fastify';
import { CHALLENGE_JS, challengeHtml, FIELDS_CSS, FIELDS_HTML, FIELDS_JS } from './pages';
import { createSandboxCore, SandboxError, signSandboxPayload, type SandboxEvent } from './core';

export interface SandboxServerOptions {
  // Where browsers reach this server (the challenge page's address in a payment's next action).
  publicOrigin: string;
  // The merchant's secret API key (our API's PAYMENTS_SANDBOX_SECRET_KEY).
  secretKey: string;
  // Where each change of a payment is posted, signed with webhookSecret (our API's /api/webhooks/payments).
  webhookUrl: string | null;
  webhookSecret: string;
  logger?: boolean;
}

const originOf = (value: unknown): string | null => {
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** The sandbox payment provider as its own origin (ADR 100): hosted fields, a processor's REST calls, signed webhooks. */
export async function createSandboxServer(options: SandboxServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ? { level: process.env.LOG_LEVEL || 'info' } : false });
  // A webhook is retried until it is answered 2xx (three tries: at once, after 1 s and after 5 s).
  const deliver = async (event: SandboxEvent) => {
    if (!options.webhookUrl) return;
    const body = JSON.stringify(event);
    for (const delay of [0, 1000, 5000]) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'keepsake-sandbox-signature': signSandboxPayload(options.webhookSecret, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // The API is down or slow: try again.
      }
    }
    app.log.warn({ event: event.id }, 'webhook not delivered');
  };
  const core = createSandboxCore({
    challengeUrl: (paymentId) => `${options.publicOrigin}/challenge/${paymentId}`,
    onEvent: (event) => void deliver(event),
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SandboxError) {
      const fields = (error as SandboxError & { fields?: Record<string, string> }).fields;
      return reply.code(error.status).send({ error: { code: error.code, message: error.message, ...(fields ? { fields } : {}) } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply
      .code(status >= 400 && status < 500 ? status : 500)
      .send({ error: { code: 'error', message: status < 500 ? 'Bad request.' : 'Sandbox error.' } });
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
  });

  // The pages a merchant frames: only scripts and styles of this origin; only `parent` may frame them.
  const pageHeaders = (parent: string | null) => ({
    'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${parent ?? "'none'"}`,
    'referrer-policy': 'no-referrer',
  });
  app.get('/fields', async (request, reply) => {
    const parent = originOf((request.query as { parent?: string }).parent);
    return reply.headers(pageHeaders(parent)).type('text/html; charset=utf-8').send(FIELDS_HTML);
  });
  app.get('/fields.js', async (_request, reply) => reply.type('text/javascript').send(FIELDS_JS));
  app.get('/challenge.js', async (_request, reply) => reply.type('text/javascript').send(CHALLENGE_JS));
  app.get('/fields.css', async (_request, reply) => reply.type('text/css').send(FIELDS_CSS));
  app.get('/challenge/:paymentId', async (request, reply) => {
    const parent = originOf((request.query as { parent?: string }).parent);
    const payment = core.getPayment((request.params as { paymentId: string }).paymentId);
    return reply.headers(pageHeaders(parent)).type('text/html; charset=utf-8').send(challengeHtml(payment));
  });
  app.post('/challenge/:paymentId/complete', async (request) => {
    const confirmed = (request.body as { confirmed?: unknown } | null)?.confirmed === true;
    const payment = core.completeChallenge((request.params as { paymentId: string }).paymentId, confirmed);
    return { status: payment.status };
  });

  // The hosted fields' call (from this origin's page): the card for a one-time token.
  app.post('/v1/tokens', { config: {} }, async (request) => core.tokenize((request.body ?? {}) as Record<string, unknown>));

  // The merchant's calls, with its secret key.
  const merchant = async (request: { headers: Record<string, unknown> }) => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) throw new SandboxError(401, 'unauthorized', 'Invalid API key.');
  };
  const keyOf = (request: { headers: Record<string, unknown> }) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 8 || key.length > 200) throw new SandboxError(400, 'idempotency_key', 'An Idempotency-Key header is required.');
    return key;
  };
  app.post('/v1/payments', { preHandler: merchant }, async (request) => {
    const body = (request.body ?? {}) as { token?: unknown; amountCents?: unknown; description?: unknown };
    if (typeof body.token !== 'string') throw new SandboxError(400, 'token_invalid', 'A token is required.');
    return core.createPayment({
      token: body.token,
      amountCents: Number(body.amountCents),
      description: String(body.description ?? '').slice(0, 200),
      idempotencyKey: keyOf(request),
    });
  });
  app.get('/v1/payments/:paymentId', { preHandler: merchant }, async (request) => core.getPayment((request.params as { paymentId: string }).paymentId));
  app.post('/v1/refunds', { preHandler: merchant }, async (request) => {
    const body = (request.body ?? {}) as { payment?: unknown; amountCents?: unknown };
    return core.refund({ paymentId: String(body.payment), amountCents: Number(body.amountCents), idempotencyKey: keyOf(request) });
  });
  app.get('/readyz', async () => ({ ok: true }));
  app.get('/livez', async () => ({ ok: true }));
  return app;
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentProviderConfigSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { PaymentLedger } from '../../lib/payment-ledger';
import { WebhookSignatureError, type PaymentProvider } from '../../lib/payment-provider';
import type { JobRunner } from '../../jobs/runner';
import { RECONCILE_JOB, reconcileJob } from './reconcile-job';
import { paymentWebhookEvents } from './tables';

// A webhook about a payment we have no reference for yet is answered 409 (the provider retries) while it
// is this young: it overtook the answer that records the reference. Older, it is not ours.
const UNKNOWN_RETRY_SECONDS = 3600;

/**
 * The payment provider's side of our API (ADR 100): GET /api/web/payments/provider (what the payment pages
 * need to draw the hosted fields), POST /api/webhooks/payments (the provider's signed news: the source of
 * truth, each event applied once), and the reconciliation job for payments left waiting.
 */
export async function paymentRoutes(
  instance: FastifyInstance,
  { db, payments, ledgers, jobs }: { db: Db; payments: PaymentProvider; ledgers: PaymentLedger[]; jobs: JobRunner },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  jobs.handle(RECONCILE_JOB, reconcileJob({ payments, ledgers, log: app.log }));

  app.get('/api/web/payments/provider', { schema: { response: { 200: paymentProviderConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return payments.browser();
  });

  // The signature is over the exact bytes sent: this scope keeps JSON bodies as text.
  await instance.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/webhooks/payments', async (request) => {
      const header = request.headers[payments.signatureHeader];
      let event;
      try {
        event = payments.verifyWebhook(String(request.body ?? ''), Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) throw new HttpError(400, 'The webhook signature does not match.');
        throw error;
      }
      const seen = await db
        .select({ eventId: paymentWebhookEvents.eventId })
        .from(paymentWebhookEvents)
        .where(and(eq(paymentWebhookEvents.provider, payments.name), eq(paymentWebhookEvents.eventId, event.id)))
        .limit(1);
      if (seen.length > 0) return { received: true, duplicate: true };
      if (event.payment) {
        let applied = false;
        for (const ledger of ledgers) if (!applied) applied = await ledger.settle(event.payment, request.log);
        if (!applied && Date.now() / 1000 - event.createdAt < UNKNOWN_RETRY_SECONDS) {
          throw new HttpError(409, 'No payment has this reference yet; please send it again later.');
        }
      }
      // Recorded after it was applied: a failure in between is redelivered, and applying is idempotent anyway.
      await db.insert(paymentWebhookEvents).values({ provider: payments.name, eventId: event.id }).onConflictDoNothing();
      return { received: true, duplicate: false };
    });
  });
}

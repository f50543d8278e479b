import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { obituaryIdSchema, orderIdSchema, orderSchema, pendingOrderSchema, type Order, type PendingOrder } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { MailPort } from '../../lib/mail-port';
import { DECLINE_MESSAGES, type PaymentOutcome, type PaymentProvider } from '../../lib/payment-provider';
import { redacted } from '../../lib/redact';
import { named } from '../../lib/route-schemas';
import { findObituary, type ObituaryRecord } from '../case-core/obituary-queries';
import { floristMail } from './florist-mail';
import { loadOrder } from './queries';
import { claimFloristMail, orderPayment, settleOrder } from './settle-order';

const orderParams = named(z.object({ id: obituaryIdSchema, orderId: orderIdSchema }), 'order address');
type Mailer = Pick<MailPort, 'send'> | undefined;

/** The florist's mail for a paid order, once (whoever settled it first); a mail that fails does not undo the order. */
export async function mailFloristOnce(db: Db, log: FastifyBaseLogger, obituary: ObituaryRecord, orderId: string, mailer: Mailer) {
  if (!mailer || !(await claimFloristMail(db, orderId))) return;
  await floristMail(db, obituary, await loadOrder(db, obituary, orderId))
    .then((message) => message && mailer.send(message))
    .catch((error: unknown) => log.error({ orderId, err: redacted(error) }, 'could not mail the florist'));
}

/** A pending order as the provider sees it now, settled (once); null when there is nothing to ask. */
export async function refreshOrder(db: Db, payments: PaymentProvider, request: FastifyRequest, obituary: ObituaryRecord, orderId: string, mailer: Mailer) {
  const row = await orderPayment(db, obituary.siteId, orderId);
  if (!row || row.obituaryId !== obituary.id) throw notFound(`There is no order ${orderId} for this obituary.`);
  if (row.status !== 'PENDING' || !row.reference) return null;
  const outcome = await payments.retrievePayment(row.reference);
  if ((await settleOrder(db, orderId, outcome)) === 'APPROVED') await mailFloristOnce(db, request.log, obituary, orderId, mailer);
  return outcome;
}

/** 201 with the order once paid; 202 while the bank or the provider is still at it; 402 when the payment failed. */
export async function answerOrder(
  reply: FastifyReply,
  db: Db,
  obituary: ObituaryRecord,
  orderId: string,
  outcome: PaymentOutcome | null,
): Promise<Order | PendingOrder> {
  const row = await orderPayment(db, obituary.siteId, orderId);
  if (row?.status === 'APPROVED') {
    reply.code(201);
    return loadOrder(db, obituary, orderId);
  }
  if (row?.status === 'PENDING') {
    reply.code(202);
    return { id: orderId, payment: { status: 'PENDING', nextAction: outcome?.status === 'requires_action' ? outcome.nextAction : null } };
  }
  const message = outcome?.status === 'declined' ? DECLINE_MESSAGES[outcome.reason] : DECLINE_MESSAGES.card_declined;
  throw new HttpError(402, message, { 'payment.token': message });
}

/** POST /api/web/obituaries/:id/shop/orders/:orderId/confirm: the page, after the bank's step (3-D Secure). */
export async function shopOrderConfirmRoutes(instance: FastifyInstance, { db, payments, mailer }: { db: Db; payments: PaymentProvider; mailer?: Mailer }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/web/obituaries/:id/shop/orders/:orderId/confirm',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: { params: orderParams, response: { 201: orderSchema, 202: pendingOrderSchema } },
    },
    async (request, reply) => {
      const obituary = await findObituary(db, request.siteId, request.params.id);
      const { orderId } = request.params;
      const outcome = await refreshOrder(db, payments, request, obituary, orderId, mailer);
      reply.header('cache-control', 'no-store');
      return answerOrder(reply, db, obituary, orderId, outcome);
    },
  );
}

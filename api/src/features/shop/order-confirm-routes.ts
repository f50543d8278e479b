import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { obituaryIdSchema, orderIdSchema, orderSchema, pendingOrderSchema, type Order, type PendingOrder } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { DECLINE_MESSAGES, type PaymentOutcome, type PaymentProvider } from '../../lib/payment-provider';
import { named } from '../../lib/route-schemas';
import type { HomeAsking, Notifier } from '../case-core/notify';
import { findObituary, type ObituaryRecord } from '../case-core/obituary-queries';
import { loadOrder } from './queries';
import { claimFloristMail, orderPayment, settleOrder } from './settle-order';

const orderParams = named(z.object({ id: obituaryIdSchema, orderId: orderIdSchema }), 'order address');

/**
 * A paid order's mails, once, whichever settled it first (this request, the page's confirm, a webhook): the buyer's
 * receipt, the home's notice and the florist's order through the one money path (issue 36 point 2). A mail that
 * fails is logged by the notifier and never undoes the order.
 */
export async function announceOrderOnce(db: Db, notify: Notifier, home: HomeAsking, obituary: ObituaryRecord, orderId: string) {
  if (!(await claimFloristMail(db, orderId))) return;
  await notify.money(home, { kind: 'ORDER_PLACED', order: await loadOrder(db, obituary, orderId) });
}

/** A pending order as the provider sees it now, settled (once); null when there is nothing to ask. */
export async function refreshOrder(db: Db, payments: PaymentProvider, request: FastifyRequest, obituary: ObituaryRecord, orderId: string) {
  const row = await orderPayment(db, obituary.siteId, orderId);
  if (!row || row.obituaryId !== obituary.id) throw notFound(`There is no order ${orderId} for this obituary.`);
  if (row.status !== 'PENDING' || !row.reference) return null;
  const outcome = await payments.retrievePayment(row.reference);
  if ((await settleOrder(db, orderId, outcome)) === 'APPROVED') await announceOrderOnce(db, request.server.notify, request, obituary, orderId);
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
export async function shopOrderConfirmRoutes(instance: FastifyInstance, { db, payments }: { db: Db; payments: PaymentProvider }) {
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
      const outcome = await refreshOrder(db, payments, request, obituary, orderId);
      reply.header('cache-control', 'no-store');
      return answerOrder(reply, db, obituary, orderId, outcome);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutBodySchema,
  obituaryIdSchema,
  orderIdSchema,
  DELIVERY_CLOSED_MESSAGE,
  deliveryIsOpen,
  orderSchema,
  pendingOrderSchema,
  priceOrder,
  productDetailSchema,
  productIdSchema,
  shopSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import { donationOf, findObituary, obituaryParamsSchema } from '../case-core/obituary-queries';
import type { PaymentProvider } from '../../lib/payment-provider';
import { chargeAndConfirm, eventOf, idempotencyKeyOf, insertPending, variantOf } from './place-order';
import { announceOrderOnce, answerOrder, refreshOrder } from './order-confirm-routes';
import { findOrderByKey, findProduct, listProducts, loadOrder, offers, shopTerms } from './queries';

const obituaryParams = named(obituaryParamsSchema, 'obituary address');
const productParams = named(z.object({ id: obituaryIdSchema, productId: productIdSchema }), 'product address');
const orderParams = named(z.object({ id: obituaryIdSchema, orderId: orderIdSchema }), 'order address');

/** The memorial shop of an obituary (flowers, trees), under /api/web/obituaries/:id/shop (ADR 082). */
export async function shopRoutes(instance: FastifyInstance, { db, payments }: { db: Db; payments: PaymentProvider }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/web/obituaries/:id/shop', { schema: { params: obituaryParams, response: { 200: shopSchema } } }, async (request, reply) => {
    const obituary = await findObituary(db, request.siteId, request.params.id);
    const catalogue = await listProducts(db, obituary.siteId);
    reply.header('cache-control', 'no-cache');
    return { donation: donationOf(obituary), products: catalogue.filter((product) => offers(obituary, product)) };
  });

  app.get(
    '/api/web/obituaries/:id/shop/products/:productId',
    { schema: { params: productParams, response: { 200: productDetailSchema } } },
    async (request, reply) => {
      const { id, productId } = request.params;
      const obituary = await findObituary(db, request.siteId, id);
      reply.header('cache-control', 'no-cache');
      const [product, terms] = await Promise.all([findProduct(db, obituary, productId), shopTerms(db, obituary.siteId)]);
      return { ...product, terms };
    },
  );

  app.post(
    '/api/web/obituaries/:id/shop/orders',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { params: obituaryParams, body: named(checkoutBodySchema, 'order'), response: { 201: orderSchema, 202: pendingOrderSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const obituary = await findObituary(db, request.siteId, request.params.id);
      const product = await findProduct(db, obituary, body.productId);
      const event = await eventOf(db, obituary.id, body);
      const variant = variantOf(product, body.variantId);
      const terms = await shopTerms(db, obituary.siteId);
      // The florist's cut-off: after it, the delivery cannot reach the service in time.
      if (event && !deliveryIsOpen(event.startsAt, terms)) throw badRequest(DELIVERY_CLOSED_MESSAGE, { eventId: DELIVERY_CLOSED_MESSAGE });
      const unitPriceCents = variant?.priceCents ?? product.priceCents;
      const price = priceOrder({ unitPriceCents, quantity: body.quantity, kind: product.kind, terms });
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'], request.siteId, obituary.id, body);

      // A resent order (double click, retry after a lost answer) finds the first one: never a second charge.
      const earlier = await findOrderByKey(db, request.siteId, idempotencyKey);
      if (earlier?.status === 'APPROVED' && earlier.obituaryId === obituary.id) {
        reply.status(201);
        return loadOrder(db, obituary, earlier.id);
      }
      // Still pending (the bank's step, or a lost answer): as the provider sees it now, never a second charge.
      if (earlier?.status === 'PENDING' && earlier.obituaryId === obituary.id && earlier.reference) {
        return answerOrder(reply, db, obituary, earlier.id, await refreshOrder(db, payments, request, obituary, earlier.id));
      }
      if (earlier && earlier.status !== 'PENDING')
        throw new HttpError(409, 'This order was already tried and could not be completed. Please start a new order.');
      const orderId =
        earlier?.id ??
        (await insertPending(db, {
          obituary,
          product,
          variant,
          eventId: event?.id ?? null,
          body,
          unitPriceCents,
          price,
          provider: payments.name,
          idempotencyKey,
        }));
      const description = `${product.name} in memory of ${obituary.fullName}`;
      const outcome = await chargeAndConfirm(db, payments, request.log, { orderId, totalCents: price.totalCents, description, token: body.payment.token });
      if (outcome.status !== 'succeeded') return answerOrder(reply, db, obituary, orderId, outcome);
      const placed = await loadOrder(db, obituary, orderId);
      // The buyer's receipt, the home's notice and the florist's order (issue 36 point 2); never undoes a paid order.
      await announceOrderOnce(db, app.notify, request, obituary, orderId);
      reply.status(201);
      return placed;
    },
  );

  app.get('/api/web/obituaries/:id/shop/orders/:orderId', { schema: { params: orderParams, response: { 200: orderSchema } } }, async (request, reply) => {
    const { id, orderId } = request.params;
    const obituary = await findObituary(db, request.siteId, id);
    reply.header('cache-control', 'no-store');
    return loadOrder(db, obituary, orderId);
  });
}

import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkoutBodySchema,
  obituaryIdSchema,
  orderIdSchema,
  orderSchema,
  productIdSchema,
  productSchema,
  shopSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { HttpError, badRequest } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import { donationOf, findObituary, obituaryParamsSchema } from '../obituaries/queries';
import { obituaryEvents } from '../obituaries/tables';
import { DECLINE_MESSAGES, type PaymentProvider } from '../payments/payment-provider';
import { findProduct, listProducts, loadOrder, offers } from './queries';
import { shopOrders } from './tables';

const productParamsSchema = z.object({ id: obituaryIdSchema, productId: productIdSchema });
const orderParamsSchema = z.object({ id: obituaryIdSchema, orderId: orderIdSchema });

// A card that has expired fails before it reaches the provider; MM/YY is valid to the month's end.
function expiryOf(expiry: string, now: Date): { expMonth: number; expYear: number } {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const expYear = 2000 + year;
  if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    throw badRequest('The card has expired.', { 'payment.expiry': 'This card has expired' });
  }
  return { expMonth: month, expYear };
}

const newOrderId = () => `ord_${randomBytes(15).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 20)}`;

export function registerShopRoutes(app: FastifyInstance, { db, payments }: { db: Db; payments: PaymentProvider }) {
  app.get('/api/web/obituaries/:id/shop', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
    const obituary = await findObituary(db, request.siteId, id);
    const catalogue = await listProducts(db, obituary.siteId);
    reply.header('cache-control', 'no-cache');
    return checked(
      shopSchema,
      { donation: donationOf(obituary), products: catalogue.filter((product) => offers(obituary, product)) },
      'The shop',
    );
  });

  app.get('/api/web/obituaries/:id/shop/products/:productId', async (request, reply) => {
    const { id, productId } = validateParams(productParamsSchema, request.params, 'product address');
    const obituary = await findObituary(db, request.siteId, id);
    reply.header('cache-control', 'no-cache');
    return checked(productSchema, await findProduct(db, obituary, productId), 'The product');
  });

  app.post(
    '/api/web/obituaries/:id/shop/orders',
    { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
      const body = validate(checkoutBodySchema, request.body, 'order');
      const obituary = await findObituary(db, request.siteId, id);
      const product = await findProduct(db, obituary, body.productId);
      let event: typeof obituaryEvents.$inferSelect | undefined;
      if (body.deliveryMethod === 'EVENT') {
        [event] = await db
          .select()
          .from(obituaryEvents)
          .where(and(eq(obituaryEvents.id, body.eventId as number), eq(obituaryEvents.obituaryId, obituary.id)))
          .limit(1);
        if (!event) throw badRequest('That service is not part of this obituary.', { eventId: 'Invalid option selected' });
      }
      const { expMonth, expYear } = expiryOf(body.payment.expiry, new Date());
      const totalCents = product.priceCents * body.quantity;
      const result = await payments.charge({
        amountCents: totalCents,
        currency: 'USD',
        description: `${product.name} in memory of ${obituary.fullName}`,
        card: { number: body.payment.cardNumber, expMonth, expYear, cvc: body.payment.cvc, nameOnCard: body.payment.nameOnCard },
      });
      // Declined: nothing is saved, so the visitor can simply try another card.
      if (result.status === 'declined') {
        throw new HttpError(402, DECLINE_MESSAGES[result.reason], { 'payment.cardNumber': DECLINE_MESSAGES[result.reason] });
      }
      const address =
        body.deliveryMethod === 'ADDRESS'
          ? [body.line1, body.line2, `${body.city}, ${body.region} ${body.postalCode}`].filter(Boolean).join(', ')
          : null;
      const [row] = await db
        .insert(shopOrders)
        .values({
          id: newOrderId(),
          siteId: obituary.siteId,
          obituaryId: obituary.id,
          productId: product.id,
          productName: product.name,
          quantity: body.quantity,
          unitPriceCents: product.priceCents,
          totalCents,
          deliveryMethod: body.deliveryMethod,
          eventId: event?.id ?? null,
          recipientName: body.deliveryMethod === 'ADDRESS' ? (body.recipientName ?? null) : null,
          address,
          cardMessage: body.cardMessage ?? null,
          cardSignature: body.cardSignature,
          purchaserName: body.purchaser.name,
          purchaserEmail: body.purchaser.email,
          purchaserPhone: body.purchaser.phone,
          paymentStatus: 'APPROVED',
          paymentProvider: payments.name,
          paymentReference: result.reference,
          cardBrand: result.brand,
          cardLast4: result.last4,
        })
        .returning({ id: shopOrders.id });
      if (!row) throw new Error('insert returned no order');
      reply.status(201);
      return checked(orderSchema, await loadOrder(db, obituary, row.id), 'The order');
    },
  );

  app.get('/api/web/obituaries/:id/shop/orders/:orderId', async (request, reply) => {
    const { id, orderId } = validateParams(orderParamsSchema, request.params, 'order address');
    const obituary = await findObituary(db, request.siteId, id);
    reply.header('cache-control', 'no-store');
    return checked(orderSchema, await loadOrder(db, obituary, orderId), 'The order');
  });
}


import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkoutBodySchema,
  obituaryIdSchema,
  orderIdSchema,
  DELIVERY_CLOSED_MESSAGE,
  deliveryIsOpen,
  orderSchema,
  priceOrder,
  productDetailSchema,
  productIdSchema,
  shopSchema,
  type CheckoutBody,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { HttpError, badRequest } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import { donationOf, findObituary, obituaryParamsSchema } from '../obituaries/queries';
import { obituaryEvents } from '../obituaries/tables';
import { DECLINE_MESSAGES, type ChargeResult, type PaymentProvider } from '../payments/payment-provider';
import type { MailPort } from '../../lib/mail-port';
import { redacted } from '../../lib/redact';
import { cardBrand } from '../payments/card-brand';
import { floristMail } from './florist-mail';
import { confirmOrder, deleteOrder, findOrderByKey, findProduct, insertPendingOrder, listProducts, loadOrder, markOrder, offers, shopTerms } from './queries';

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

// The client's Idempotency-Key when it sends one; otherwise one derived from the order itself (same
// site, obituary, product, delivery, purchaser and card within ten minutes), so a double submit from a
// client that sends no key still charges once. Hashed: the card number never leaves this function.
function idempotencyKeyOf(header: string | string[] | undefined, siteId: string, obituaryId: number, body: CheckoutBody): string {
  const sent = Array.isArray(header) ? header[0] : header;
  if (sent !== undefined) {
    if (!/^[A-Za-z0-9_-]{8,100}$/.test(sent)) {
      throw badRequest('The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.', {
        'idempotency-key': 'Please enter a valid format',
      });
    }
    return `client:${sent}`;
  }
  const window = Math.floor(Date.now() / 600_000);
  const digest = createHash('sha256')
    .update(JSON.stringify([siteId, obituaryId, window, body]))
    .digest('base64url');
  return `derived:${digest}`;
}

const newOrderId = () =>
  `ord_${randomBytes(15)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 20)}`;

export async function shopRoutes(app: FastifyInstance, { db, payments, mailer }: { db: Db; payments: PaymentProvider; mailer?: Pick<MailPort, 'send'> }) {
  app.get('/api/web/obituaries/:id/shop', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
    const obituary = await findObituary(db, request.siteId, id);
    const catalogue = await listProducts(db, obituary.siteId);
    reply.header('cache-control', 'no-cache');
    return checked(shopSchema, { donation: donationOf(obituary), products: catalogue.filter((product) => offers(obituary, product)) }, 'The shop');
  });

  app.get('/api/web/obituaries/:id/shop/products/:productId', async (request, reply) => {
    const { id, productId } = validateParams(productParamsSchema, request.params, 'product address');
    const obituary = await findObituary(db, request.siteId, id);
    reply.header('cache-control', 'no-cache');
    const [product, terms] = await Promise.all([findProduct(db, obituary, productId), shopTerms(db, obituary.siteId)]);
    return checked(productDetailSchema, { ...product, terms }, 'The product');
  });

  app.post('/api/web/obituaries/:id/shop/orders', { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } }, async (request, reply) => {
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
    // Sizes: the price is the chosen size's. No size named means the first one, the one pictured (a
    // client from before sizes existed still orders what it showed); a size of another product is refused.
    const variant = body.variantId === undefined ? product.variants[0] : product.variants.find((candidate) => candidate.id === body.variantId);
    if (body.variantId !== undefined && !variant) throw badRequest('That size is not offered for this product.', { variantId: 'Invalid option selected' });
    const terms = await shopTerms(db, obituary.siteId);
    // The florist's cut-off: after it, the delivery cannot reach the service in time.
    if (event && !deliveryIsOpen(event.startsAt, terms)) throw badRequest(DELIVERY_CLOSED_MESSAGE, { eventId: DELIVERY_CLOSED_MESSAGE });
    const { expMonth, expYear } = expiryOf(body.payment.expiry, new Date());
    const unitPriceCents = variant?.priceCents ?? product.priceCents;
    const price = priceOrder({ unitPriceCents, quantity: body.quantity, kind: product.kind, terms });
    const totalCents = price.totalCents;
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'], request.siteId, obituary.id, body);

    // A resent order (double click, retry after a lost answer) finds the first one: never a second charge.
    let orderId: string | null = null;
    const earlier = await findOrderByKey(db, request.siteId, idempotencyKey);
    if (earlier?.status === 'APPROVED' && earlier.obituaryId === obituary.id) {
      reply.status(201);
      return checked(orderSchema, await loadOrder(db, obituary, earlier.id), 'The order');
    }
    if (earlier?.status === 'PENDING') orderId = earlier.id;
    else if (earlier) throw new HttpError(409, 'This order was already tried and could not be completed. Please start a new order.');

    if (!orderId) {
      const address =
        body.deliveryMethod === 'ADDRESS' ? [body.line1, body.line2, `${body.city}, ${body.region} ${body.postalCode}`].filter(Boolean).join(', ') : null;
      // 1. Pending first: if the process dies after the charge, the order and its key are on record.
      orderId = await insertPendingOrder(db, {
        id: newOrderId(),
        siteId: obituary.siteId,
        obituaryId: obituary.id,
        productId: product.id,
        productName: product.name,
        variantName: variant?.name ?? null,
        quantity: body.quantity,
        unitPriceCents,
        subtotalCents: price.subtotalCents,
        deliveryFeeCents: price.deliveryCents,
        taxCents: price.taxCents,
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
        paymentStatus: 'PENDING',
        paymentProvider: payments.name,
        cardBrand: cardBrand(body.payment.cardNumber),
        cardLast4: body.payment.cardNumber.slice(-4),
        idempotencyKey,
      });
      // Lost the race to an identical request: it charges; this one asks the visitor to wait.
      if (!orderId) throw new HttpError(409, 'This order is already being placed. Please wait a moment.');
    }

    // 2. Charge with the order's own key: repeating it (a resumed pending order) never charges twice.
    let result: ChargeResult;
    try {
      result = await payments.charge({
        amountCents: totalCents,
        currency: 'USD',
        description: `${product.name} in memory of ${obituary.fullName}`,
        card: { number: body.payment.cardNumber, expMonth, expYear, cvc: body.payment.cvc, nameOnCard: body.payment.nameOnCard },
        idempotencyKey: `order:${orderId}`,
      });
    } catch (error) {
      // Unknown outcome: the pending order stays, so a retry resumes it with the same key.
      request.log.error({ orderId, err: redacted(error) }, 'payment provider failed');
      throw new HttpError(502, 'The payment service did not answer. Please try again; you will not be charged twice.');
    }
    // Declined: nothing is kept, so the visitor can simply try another card.
    if (result.status === 'declined') {
      await deleteOrder(db, orderId);
      throw new HttpError(402, DECLINE_MESSAGES[result.reason], { 'payment.cardNumber': DECLINE_MESSAGES[result.reason] });
    }

    // 3. Confirm. If that write fails, the money goes back through the provider and the order is void.
    try {
      await confirmOrder(db, orderId, result.reference);
    } catch (error) {
      request.log.error({ orderId, err: redacted(error) }, 'order confirmation failed; refunding');
      await payments.refund({ reference: result.reference, amountCents: totalCents, idempotencyKey: `refund:${orderId}` });
      await markOrder(db, orderId, 'VOIDED', result.reference).catch((markError: unknown) =>
        request.log.error({ orderId, err: redacted(markError) }, 'could not mark the refunded order void'),
      );
      throw new HttpError(503, 'We could not save your order, so your card was refunded. Please try again in a moment.');
    }
    const placed = await loadOrder(db, obituary, orderId);
    // The florist hears of the order at once (issue 25 point 3); a mail that fails does not undo a paid order.
    if (mailer) {
      await floristMail(db, obituary, placed)
        .then((message) => message && mailer.send(message))
        .catch((error: unknown) => request.log.error({ orderId, err: redacted(error) }, 'could not mail the florist'));
    }
    reply.status(201);
    return checked(orderSchema, placed, 'The order');
  });

  app.get('/api/web/obituaries/:id/shop/orders/:orderId', async (request, reply) => {
    const { id, orderId } = validateParams(orderParamsSchema, request.params, 'order address');
    const obituary = await findObituary(db, request.siteId, id);
    reply.header('cache-control', 'no-store');
    return checked(orderSchema, await loadOrder(db, obituary, orderId), 'The order');
  });
}

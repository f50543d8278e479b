import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CheckoutBody, checkoutBodySchema, Product, ProductVariant, priceOrder } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../lib/http-error';
import { redacted } from '../../lib/redact';
import type { ObituaryRecord } from '../case-core/obituary-queries';
import { obituaryEvents } from '../case-core/obituary-tables';
import { DECLINE_MESSAGES, type PaymentOutcome, type PaymentProvider } from '../../lib/payment-provider';
import { deleteOrder, insertPendingOrder, markOrder } from './queries';
import { settleOrder } from './settle-order';

type Checkout = z.output<typeof checkoutBodySchema>;

// The client's Idempotency-Key when it sends one; otherwise one derived from the order itself (same
// site, obituary, product, delivery, purchaser and card within ten minutes), so a double submit from a
// client that sends no key still charges once. Hashed: the order's details never leave this function.
export function idempotencyKeyOf(header: string | string[] | undefined, siteId: string, obituaryId: number, body: CheckoutBody): string {
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

/** The service the flowers go to, when the order is for one: it must be this obituary's. */
export async function eventOf(db: Db, obituaryId: number, body: Checkout) {
  if (body.deliveryMethod !== 'EVENT') return undefined;
  const [event] = await db
    .select()
    .from(obituaryEvents)
    .where(and(eq(obituaryEvents.id, body.eventId as number), eq(obituaryEvents.obituaryId, obituaryId)))
    .limit(1);
  if (!event) throw badRequest('That service is not part of this obituary.', { eventId: 'Invalid option selected' });
  return event;
}

// Sizes: the price is the chosen size's. No size named means the first one, the one pictured (a
// client from before sizes existed still orders what it showed); a size of another product is refused.
export function variantOf(product: Product, variantId: number | undefined): ProductVariant | undefined {
  const variant = variantId === undefined ? product.variants[0] : product.variants.find((candidate) => candidate.id === variantId);
  if (variantId !== undefined && !variant) throw badRequest('That size is not offered for this product.', { variantId: 'Invalid option selected' });
  return variant;
}

interface PendingOrder {
  obituary: ObituaryRecord;
  product: Product;
  variant: ProductVariant | undefined;
  eventId: number | null;
  body: Checkout;
  unitPriceCents: number;
  price: ReturnType<typeof priceOrder>;
  provider: string;
  idempotencyKey: string;
}

/** 1. Pending first: if the process dies after the charge, the order and its key are on record. */
export async function insertPending(db: Db, { obituary, product, variant, eventId, body, unitPriceCents, price, provider, idempotencyKey }: PendingOrder) {
  const address =
    body.deliveryMethod === 'ADDRESS' ? [body.line1, body.line2, `${body.city}, ${body.region} ${body.postalCode}`].filter(Boolean).join(', ') : null;
  const orderId = await insertPendingOrder(db, {
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
    totalCents: price.totalCents,
    deliveryMethod: body.deliveryMethod,
    eventId,
    recipientName: body.deliveryMethod === 'ADDRESS' ? (body.recipientName ?? null) : null,
    address,
    cardMessage: body.cardMessage ?? null,
    cardSignature: body.cardSignature,
    purchaserName: body.purchaser.name,
    purchaserEmail: body.purchaser.email,
    purchaserPhone: body.purchaser.phone,
    paymentStatus: 'PENDING',
    paymentProvider: provider,
    // Known when the provider answers (settle-order.ts): the card never reaches us.
    cardBrand: null,
    cardLast4: null,
    idempotencyKey,
  });
  // Lost the race to an identical request: it charges; this one asks the visitor to wait.
  if (!orderId) throw new HttpError(409, 'This order is already being placed. Please wait a moment.');
  return orderId;
}

/**
 * 2. Create the payment with the hosted fields' token under the order's own key (a resumed pending order
 * never charges twice), 3. settle. Declined at once: the order is removed so the visitor can simply try
 * another card. Waiting for the bank (3-D Secure) or the provider: the order stays PENDING and the outcome
 * goes back to the page, which confirms once the bank is done (the webhook settles it either way).
 */
export async function chargeAndConfirm(
  db: Db,
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  { orderId, totalCents, description, token }: { orderId: string; totalCents: number; description: string; token: string },
): Promise<PaymentOutcome> {
  let result: PaymentOutcome;
  try {
    result = await payments.createPayment({ amountCents: totalCents, currency: 'USD', description, token, idempotencyKey: `order:${orderId}` });
  } catch (error) {
    // Unknown outcome: the pending order stays, so a retry resumes it with the same key.
    log.error({ orderId, err: redacted(error) }, 'payment provider failed');
    throw new HttpError(502, 'The payment service did not answer. Please try again; you will not be charged twice.');
  }
  if (result.status === 'declined') {
    await deleteOrder(db, orderId);
    throw new HttpError(402, DECLINE_MESSAGES[result.reason], { 'payment.token': DECLINE_MESSAGES[result.reason] });
  }
  // 3. Settle. If that write fails, the money goes back through the provider and the order is void.
  try {
    await settleOrder(db, orderId, result);
  } catch (error) {
    if (result.status !== 'succeeded') throw error;
    log.error({ orderId, err: redacted(error) }, 'order confirmation failed; refunding');
    await payments.refund({ reference: result.reference, amountCents: totalCents, idempotencyKey: `refund:${orderId}` });
    await markOrder(db, orderId, 'VOIDED', result.reference).catch((markError: unknown) =>
      log.error({ orderId, err: redacted(markError) }, 'could not mark the refunded order void'),
    );
    throw new HttpError(503, 'We could not save your order, so your card was refunded. Please try again in a moment.');
  }
  return result;
}

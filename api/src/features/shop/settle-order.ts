import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentOutcome } from '../../lib/payment-provider';
import { shopOrders } from './tables';

// The provider's word on a shop order (ADR 100), applied once: only a PENDING order moves, to APPROVED
// or DECLINED, so the page's confirmation, a webhook (or its redelivery) and the reconciliation job can
// all bring the same news and only the first changes anything.

export type OrderPaymentStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED';

export async function settleOrder(db: Db, orderId: string, outcome: PaymentOutcome): Promise<OrderPaymentStatus | null> {
  const known = { paymentReference: outcome.reference, cardBrand: outcome.brand, cardLast4: outcome.last4, feeCents: outcome.feeCents };
  const pending = and(eq(shopOrders.id, orderId), eq(shopOrders.paymentStatus, 'PENDING'));
  if (outcome.status === 'succeeded') {
    await db
      .update(shopOrders)
      .set({ ...known, paymentStatus: 'APPROVED', settledAt: new Date() })
      .where(pending);
  } else if (outcome.status === 'declined') {
    await db
      .update(shopOrders)
      .set({ ...known, paymentStatus: 'DECLINED', settledAt: new Date() })
      .where(pending);
  } else {
    await db.update(shopOrders).set(known).where(pending);
  }
  const [row] = await db.select({ status: shopOrders.paymentStatus }).from(shopOrders).where(eq(shopOrders.id, orderId)).limit(1);
  return row?.status ?? null;
}

/** True exactly once per paid order: whoever settles it first sends the florist's mail. */
export async function claimFloristMail(db: Db, orderId: string): Promise<boolean> {
  const rows = await db
    .update(shopOrders)
    .set({ floristNotifiedAt: new Date() })
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.paymentStatus, 'APPROVED'), isNull(shopOrders.floristNotifiedAt)))
    .returning({ id: shopOrders.id });
  return rows.length === 1;
}

export async function orderPayment(db: Db, siteId: string, orderId: string) {
  const [row] = await db
    .select({ id: shopOrders.id, status: shopOrders.paymentStatus, reference: shopOrders.paymentReference, obituaryId: shopOrders.obituaryId })
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

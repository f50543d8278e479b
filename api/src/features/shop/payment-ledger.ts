import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentLedger } from '../../lib/payment-ledger';
import { settleOrder } from './settle-order';
import { shopOrders } from './tables';

/** Shop orders as the payments feature's webhooks and reconciliation job see them (lib/payment-ledger.ts). */
export function shopOrderLedger(db: Db): PaymentLedger {
  return {
    async settle(outcome) {
      const [order] = await db
        .select({ id: shopOrders.id, siteId: shopOrders.siteId, obituaryId: shopOrders.obituaryId })
        .from(shopOrders)
        .where(eq(shopOrders.paymentReference, outcome.reference))
        .limit(1);
      if (!order) return false;
      // Settled here (a webhook or the reconciliation job): no request, so no home address to mail from; the
      // order's mails go when the buyer's page confirms it (order-confirm-routes.ts), once.
      await settleOrder(db, order.id, outcome);
      return true;
    },
    async stale(before) {
      const rows = await db
        .select({ siteId: shopOrders.siteId, reference: shopOrders.paymentReference })
        .from(shopOrders)
        .where(and(eq(shopOrders.paymentStatus, 'PENDING'), isNotNull(shopOrders.paymentReference), lt(shopOrders.createdAt, before)));
      return rows.map((row) => ({ siteId: row.siteId, reference: row.reference! }));
    },
  };
}

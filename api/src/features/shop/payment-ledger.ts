import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentLedger } from '../../lib/payment-ledger';
import { sites } from '../../db/schema';
import type { Notifier } from '../case-core/notify';
import { findObituary } from '../case-core/obituary-queries';
import { announceOrderOnce } from './order-confirm-routes';
import { settleOrder } from './settle-order';
import { shopOrders } from './tables';

/** Shop orders as the payments feature's webhooks and reconciliation job see them (lib/payment-ledger.ts). */
export function shopOrderLedger(db: Db, notify: Notifier): PaymentLedger {
  return {
    async settle(outcome) {
      const [order] = await db
        .select({ id: shopOrders.id, siteId: shopOrders.siteId, obituaryId: shopOrders.obituaryId })
        .from(shopOrders)
        .where(eq(shopOrders.paymentReference, outcome.reference))
        .limit(1);
      if (!order) return false;
      // Paid now (a webhook or the reconciliation job, with no one asking): the order's mails go from the home
      // itself, once, whoever settled it first; a buyer who closed the page still gets the receipt.
      if ((await settleOrder(db, order.id, outcome)) === 'APPROVED') {
        const [site] = await db.select({ id: sites.id, slug: sites.slug, name: sites.name }).from(sites).where(eq(sites.id, order.siteId)).limit(1);
        const obituary = await findObituary(db, order.siteId, order.obituaryId);
        await announceOrderOnce(db, notify, { siteId: order.siteId, site: site ?? null }, obituary, order.id);
      }
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

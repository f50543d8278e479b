import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MailPort } from '../../lib/mail-port';
import type { PaymentLedger } from '../../lib/payment-ledger';
import { findObituary } from '../case-core/obituary-queries';
import { mailFloristOnce } from './order-confirm-routes';
import { settleOrder } from './settle-order';
import { shopOrders } from './tables';

/** Shop orders as the payments feature's webhooks and reconciliation job see them (lib/payment-ledger.ts). */
export function shopOrderLedger(db: Db, mailer?: Pick<MailPort, 'send'>): PaymentLedger {
  return {
    async settle(outcome, log) {
      const [order] = await db
        .select({ id: shopOrders.id, siteId: shopOrders.siteId, obituaryId: shopOrders.obituaryId })
        .from(shopOrders)
        .where(eq(shopOrders.paymentReference, outcome.reference))
        .limit(1);
      if (!order) return false;
      // Paid now: the florist hears of it (once, whoever settled it first).
      if ((await settleOrder(db, order.id, outcome)) === 'APPROVED') {
        await mailFloristOnce(db, log, await findObituary(db, order.siteId, order.obituaryId), order.id, mailer);
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

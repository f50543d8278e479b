import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentLedger } from '../../lib/payment-ledger';
import { familyCases } from '../case-core/tables';
import { confirm } from './payment-charge';
import { casePayments } from './tables';

/** Case payments as the payments feature's webhooks and reconciliation job see them (lib/payment-ledger.ts). */
export function casePaymentLedger(db: Db): PaymentLedger {
  const pendingCard = and(eq(casePayments.method, 'CARD'), eq(casePayments.status, 'PENDING'), isNotNull(casePayments.reference));
  return {
    async settle(outcome) {
      const [payment] = await db
        .select({ row: casePayments, siteId: familyCases.siteId })
        .from(casePayments)
        .innerJoin(familyCases, eq(familyCases.id, casePayments.caseId))
        .where(and(eq(casePayments.reference, outcome.reference), eq(casePayments.method, 'CARD')))
        .limit(1);
      if (!payment) return false;
      // The receipt mail waits for the family's page (payment-card-routes.ts /confirm): it needs the home's address.
      await confirm(db, { siteId: payment.siteId, reserved: payment.row, outcome });
      return true;
    },
    async stale(before) {
      const rows = await db
        .select({ siteId: familyCases.siteId, reference: casePayments.reference })
        .from(casePayments)
        .innerJoin(familyCases, eq(familyCases.id, casePayments.caseId))
        .where(and(pendingCard, lt(casePayments.createdAt, before)));
      return rows.map((row) => ({ siteId: row.siteId, reference: row.reference! }));
    },
  };
}

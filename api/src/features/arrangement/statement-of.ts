import { and, eq, lte, sql } from 'drizzle-orm';
import { contractSchema, type Contract, type Statement, type StatementLine } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { casePayments } from './tables';
import { ensureArrangement } from './arrangement-row';
import { lineLabel, priceArrangement, publicDiscount, totalsOf, type Priced } from './price-arrangement';

// The statement and the contract of a case, as the family, staff and the PDF read them.

// Approved payments of the case; `until` counts those made by then (an earlier revision's balance).
export async function paidCents(db: Db, caseId: number, until?: Date): Promise<number> {
  const filters = [eq(casePayments.caseId, caseId), eq(casePayments.status, 'APPROVED')];
  if (until) filters.push(lte(casePayments.createdAt, until));
  const [row] = await db
    // What was paid less what was given back (issue 25 refunds).
    .select({ total: sql<number>`coalesce(sum(${casePayments.amountCents} - ${casePayments.refundedCents}), 0)::int` })
    .from(casePayments)
    .where(and(...filters));
  return row?.total ?? 0;
}

// The statement from the live arrangement (before signing) or the snapshot (after). Every line the family
// is charged for is on it, staff-only categories included: the Funeral Rule wants every price itemized.
export function liveStatement(priced: Priced): Omit<Statement, 'paidCents' | 'balanceCents'> {
  const lines: StatementLine[] = [...priced.lines]
    .sort((a, b) => b.categoryPosition - a.categoryPosition || a.category.name.localeCompare(b.category.name) || a.id - b.id)
    .map((line) => ({
      name: lineLabel(line),
      detail: line.leftOut ? 'Left out of the package' : line.variant ? [line.variant.name, line.variant.finish].filter(Boolean).join(', ') : null,
      category: line.category.name,
      kind: line.category.kind,
      quantity: line.quantity,
      amountCents: line.amountCents,
      includedInPackage: line.fromPackage,
      cashAdvance: line.category.kind === 'CASH_ADVANCE',
      requiredReason: line.item?.requiredReason ?? null,
    }));
  return {
    caseId: priced.row.caseId,
    templateRevisionId: priced.row.templateRevisionId,
    displayType: priced.displayType,
    status: priced.row.status,
    packageName: priced.packageName,
    packagePriceCents: priced.pricing?.priceCents ?? 0,
    lines,
    discounts: priced.discounts.map(publicDiscount),
    totals: totalsOf(priced),
    taxRateBasisPoints: priced.taxRateBp,
    signedAt: priced.row.signedAt ? priced.row.signedAt.toISOString() : null,
    signedName: priced.row.signature?.typedName ?? null,
    signing: null,
  };
}

export async function contractOf(db: Db, siteId: string, caseId: number): Promise<Contract> {
  const row = await ensureArrangement(db, siteId, caseId);
  return checked(
    contractSchema,
    {
      caseId,
      status: row.status,
      purchaser: row.purchaser,
      details: row.details,
      signature: row.signature,
      signedAt: row.signedAt ? row.signedAt.toISOString() : null,
      templateRevisionId: row.templateRevisionId,
      revision: row.revision,
      revisionOpenedAt: row.revisionOpenedAt ? row.revisionOpenedAt.toISOString() : null,
      signerUserId: row.signerUserId,
      signing: row.statementSnapshot?.signing ?? null,
      countersignature: row.countersignature,
      binding: row.status === 'SIGNED' && row.countersignature !== null,
    },
    'contract',
  );
}

export async function statementOf(db: Db, siteId: string, caseId: number): Promise<Statement> {
  const priced = await priceArrangement(db, siteId, caseId);
  const base = priced.row.statementSnapshot ?? liveStatement(priced);
  const paid = await paidCents(db, caseId);
  return { ...base, status: priced.row.status, paidCents: paid, balanceCents: base.totals.totalCents - paid, countersignature: priced.row.countersignature };
}

import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { AuthService } from '../auth/service';
import { requireCase, requireFamilyUser } from '../case-core/case-context';
import { ensureArrangement } from './arrangement-row';
import { pricesInEffect, revisionPrices, type RevisionPrices } from './price-list';
import { arrStatementTemplates } from './tables';

// Issue 36 §4: everything a case shows comes from the price list revision it was arranged under
// (case_arrangement.template_revision_id), whoever reads it and from which page: the family's add-item list, the
// case's price list page, an item's finishes, a package's choices, the packages, the arrangement, the statement and
// the arrangement conference. A signed statement never changes, and neither does what the case is quoted while a
// newer price list is published. This is the one place a read learns which prices it shows.

export type TemplateRow = typeof arrStatementTemplates.$inferSelect;
/** A price list revision and its prices (null: the live ones, i.e. it is the newest published). */
export interface PriceBook {
  revision: TemplateRow;
  prices: RevisionPrices | null;
}

/** A revision of this home, by id, and its prices. */
export async function revisionBook(db: Db, siteId: string, revisionId: number): Promise<PriceBook> {
  const [revision] = await db
    .select()
    .from(arrStatementTemplates)
    .where(and(eq(arrStatementTemplates.revisionId, revisionId), eq(arrStatementTemplates.siteId, siteId)))
    .limit(1);
  if (!revision) throw notFound('We could not find this price list.');
  return { revision, prices: await revisionPrices(db, revisionId) };
}

/**
 * The prices a read shows: the case's own revision's (the row is made on first use with the revision in effect when
 * the case was made), or, read for no case, the revision in effect today in the home's time zone.
 */
export async function priceBookFor(db: Db, siteId: string, caseId: number | null): Promise<PriceBook> {
  if (caseId === null) return pricesInEffect(db, siteId);
  const row = await ensureArrangement(db, siteId, caseId);
  return revisionBook(db, siteId, row.templateRevisionId);
}

/**
 * The family's catalogue reads (SPEC §7: items, selectors, variants, the GPL) take `?caseId=`: the caller is checked
 * like every case call (401 signed out or of another site; 404 for a case of another home or not theirs), then the
 * case's prices. Without a case: a signed-in account of this site and today's prices.
 */
export async function priceBookOfRequest(db: Db, authService: AuthService, request: FastifyRequest, caseId: number | undefined) {
  if (caseId === undefined) {
    const user = await requireFamilyUser(authService, request);
    return { siteId: user.siteId, book: await priceBookFor(db, user.siteId, null) };
  }
  const context = await requireCase(db, authService, request, caseId);
  return { siteId: context.siteId, book: await priceBookFor(db, context.siteId, caseId) };
}

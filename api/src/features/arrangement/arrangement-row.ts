import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { caseArrangements } from './tables';
import { revisionInEffect } from './price-list';
import { familyCases } from '../case-core/tables';

// A case's arrangement row: made on first use, guarded once signed, re-opened by any change.

export type ArrangementRow = typeof caseArrangements.$inferSelect;

export const conflict = (message: string, fieldErrors?: Record<string, string>) => new HttpError(409, message, fieldErrors);
export const SIGNED_MESSAGE = 'The contract is signed. Please ask the funeral home if something needs to change.';

// The case's arrangement row, created on first use with the price list revision that was in effect when the
// case was made (issue 25a): a case made before a revision's date keeps the prices it was quoted.
export async function ensureArrangement(db: Db, siteId: string, caseId: number): Promise<ArrangementRow> {
  const [existing] = await db.select().from(caseArrangements).where(eq(caseArrangements.caseId, caseId)).limit(1);
  if (existing) return existing;
  const [made] = await db.select({ createdAt: familyCases.createdAt }).from(familyCases).where(eq(familyCases.id, caseId)).limit(1);
  const template = await revisionInEffect(db, siteId, made?.createdAt ?? new Date());
  await db.insert(caseArrangements).values({ caseId, templateRevisionId: template.revisionId }).onConflictDoNothing();
  const [row] = await db.select().from(caseArrangements).where(eq(caseArrangements.caseId, caseId)).limit(1);
  return row!;
}

// The statement template (price list revision) in effect today in the home's time zone: one published for a
// later day waits for it (price-list.ts).
export const currentTemplate = (db: Db, siteId: string) => revisionInEffect(db, siteId);

export function requireOpen(row: ArrangementRow): void {
  if (row.status === 'SIGNED') throw conflict(SIGNED_MESSAGE);
}

// Any change after finishing re-opens the arrangement: the family reviews again before signing.
export async function touch(db: Db, row: ArrangementRow): Promise<void> {
  await db.update(caseArrangements).set({ status: 'OPEN', finishedAt: null, updatedAt: new Date() }).where(eq(caseArrangements.caseId, row.caseId));
}

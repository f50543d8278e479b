import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { caseObituaries } from '../../case-core/case-obituary-tables';
import { familyCases } from '../../case-core/tables';

/**
 * Where staff review a memory left on this obituary's wall (issue 24 §5): the case's review page in the Family
 * Portal, which staff open for every case of their home (case-context.ts) and where they show or hide it. An
 * obituary without a case (the home's own, from before the portal) has no review page: its public page.
 * The case, when there is one: its primary contact reviews the wall too (issue 43 point 6).
 */
export async function memoryReviewOf(db: Db, obituaryId: number): Promise<{ path: string; caseId: number | null }> {
  const [row] = await db
    .select({ caseId: familyCases.id, nameSlug: familyCases.nameSlug })
    .from(caseObituaries)
    .innerJoin(familyCases, eq(familyCases.id, caseObituaries.caseId))
    .where(eq(caseObituaries.obituaryId, obituaryId))
    .limit(1);
  return row
    ? { path: `/family-portal/${row.caseId}/${row.nameSlug}/review-wall-comments`, caseId: row.caseId }
    : { path: `/obituaries/${obituaryId}`, caseId: null };
}

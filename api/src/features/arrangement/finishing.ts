import type { Arrangement } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { conflict } from './arrangement-row';
import { priceArrangement, problemsOf, toArrangement, viewerOf } from './price-arrangement';

/** The case's arrangement as the case scope's caller sees it (staff: every category), priced now. */
export const arrangementOf = async (db: Db, context: { siteId: string; access: string }, caseId: number): Promise<Arrangement> =>
  toArrangement(await priceArrangement(db, context.siteId, caseId, viewerOf(context)));

/** The finishing rule (SPEC §4), shared by "Finish" and signing: a 409 with each page's reasons. */
export function refuseUnfinishable(priced: Awaited<ReturnType<typeof priceArrangement>>): void {
  const problems = problemsOf(priced);
  if (problems.length === 0) return;
  // Two problems fixed on the same page share its field: both messages, in order.
  const byPage: Record<string, string> = {};
  for (const problem of problems) byPage[problem.fixAt] = byPage[problem.fixAt] ? `${byPage[problem.fixAt]} ${problem.message}` : problem.message;
  throw conflict(`The arrangements cannot be finished yet: ${problems.map((problem) => problem.message).join(' ')}`, byPage);
}

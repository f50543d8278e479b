import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { TaskKind } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import type { FamilyCaseRow } from '../../case-core/case-context';
import { caseObituaries } from '../../case-core/case-obituary-tables';
import { caseMedia } from '../../case-core/media-tables';
import { obituaries } from '../../case-core/obituary-tables';

// A task marked complete matches its state (issue 43.6: a theme task read "Complete" with no theme chosen).
// The tasks whose work is a thing the case holds are complete only once it holds it: ticking one done without
// it is refused with what is missing. Choosing the thing completes the task itself (memorial-theme, as an
// approval completes its task). Photos and music stay the family's call: "no music" is a choice.
const DONE_WHEN: Partial<Record<TaskKind, { holds: (db: Db, caseRow: FamilyCaseRow) => Promise<boolean>; missing: string }>> = {
  'select-theme': {
    holds: async (db, caseRow) => {
      const [row] = await db
        .select({ n: count() })
        .from(caseObituaries)
        .innerJoin(obituaries, eq(obituaries.id, caseObituaries.obituaryId))
        .where(and(eq(caseObituaries.caseId, caseRow.id), isNotNull(obituaries.theme)));
      return (row?.n ?? 0) > 0;
    },
    missing: 'Choose a theme first: this task is complete once the memorial wears one.',
  },
  'upload-obituary-photo': {
    holds: async (db, caseRow) => {
      if (caseRow.portraitUrl) return true;
      const [row] = await db
        .select({ n: count() })
        .from(caseMedia)
        .where(and(eq(caseMedia.caseId, caseRow.id), eq(caseMedia.kind, 'PORTRAIT')));
      return (row?.n ?? 0) > 0;
    },
    missing: 'Choose the obituary photo first: this task is complete once the obituary has one.',
  },
};

/** Why `kind` cannot be marked complete on this case yet, or null when it can. */
export async function notDoneBecause(db: Db, caseRow: FamilyCaseRow, kind: TaskKind): Promise<string | null> {
  const rule = DONE_WHEN[kind];
  if (!rule) return null;
  return (await rule.holds(db, caseRow)) ? null : rule.missing;
}

export const TASKS_WITH_A_DONE_STATE = Object.keys(DONE_WHEN) as TaskKind[];

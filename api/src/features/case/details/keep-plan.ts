import { eq } from 'drizzle-orm';
import { caseDetailGroups, type CaseDetailGroup } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import type { PlanForCase } from '../../case-core/plan-for-case';
import { familyCases } from '../../case-core/tables';
import { caseDetails } from './tables';
import { casePlans } from './plan-tables';

type Shown = Record<string, string>;
const answer = (fieldId: string) => (shown: Shown) => shown[fieldId] ?? '';
const lines = (...parts: (string | undefined)[]) => parts.filter((part) => part?.trim()).join('\n');
// A "No" to military service leaves the group empty, whatever was typed before the visitor changed their mind.
const ifServed = (fieldId: string) => (shown: Shown) => (shown.militaryServed === 'No' ? '' : (shown[fieldId] ?? ''));

/**
 * Which plan-now question fills which Add-details field (issue 36 §4), ONE table for every home: the
 * questions the starter wizard asks (planning/seed-sections.ts). A question a home added itself has no field
 * here; its answer stays in the case's plan record, which keeps every answer as the visitor gave it.
 */
export const PLAN_DETAIL_FIELDS: Partial<Record<CaseDetailGroup, Record<string, (shown: Shown) => string>>> = {
  name: { preferredName: answer('decedentPreferredName') },
  birth: { birthPlace: answer('decedentBirthplace') },
  family: { spouse: answer('familySpouse'), father: answer('familyFather'), mother: answer('familyMother'), children: answer('familyChildren') },
  education: { education: (shown) => lines(shown.educationHighestLevel, shown.educationSchools) },
  work: { occupation: answer('professionOccupation'), employer: answer('professionEmployer') },
  military: { branch: ifServed('militaryBranch'), serviceYears: ifServed('militaryYears') },
  wishes: { disposition: answer('decedentDisposition'), serviceWishes: answer('finalWishes'), ownWords: answer('finalOwnWords') },
};

// What a group holds before anyone wrote it: the case's own name and dates (as case-details/routes.ts reads them).
function startingValues(group: CaseDetailGroup, row: { fullName: string; birthDate: string | null; deathDate: string | null }) {
  const empty = Object.fromEntries(Object.keys(caseDetailGroups[group].shape).map((field) => [field, ''])) as Record<string, string>;
  if (group === 'name') empty.fullName = row.fullName;
  if (group === 'birth') empty.birthDate = row.birthDate ?? '';
  if (group === 'death') empty.deathDate = row.deathDate ?? '';
  return empty;
}

/**
 * A plan becomes part of its case: every answer in the case's plan record (the studio's "plan" page), and the
 * answers that are facts prefilled in the family's Add details. A group the family (or an earlier plan) already
 * wrote is never overwritten: their words win over the form they or someone else filled in before.
 */
export async function keepPlanInCase(db: Db, plan: PlanForCase): Promise<void> {
  const [row] = await db
    .select({ fullName: familyCases.fullName, birthDate: familyCases.birthDate, deathDate: familyCases.deathDate })
    .from(familyCases)
    .where(eq(familyCases.id, plan.caseId));
  if (!row) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(casePlans)
      .values({
        caseId: plan.caseId,
        siteId: plan.siteId,
        submissionId: plan.submissionId,
        kind: plan.kind,
        sentBy: plan.from,
        answers: plan.answers,
        receivedAt: plan.receivedAt,
      })
      .onConflictDoUpdate({
        target: casePlans.caseId,
        set: { submissionId: plan.submissionId, kind: plan.kind, sentBy: plan.from, answers: plan.answers, receivedAt: plan.receivedAt, keptAt: new Date() },
      });
    for (const [group, fields] of Object.entries(PLAN_DETAIL_FIELDS) as [CaseDetailGroup, Record<string, (shown: Shown) => string>][]) {
      const filled = Object.fromEntries(Object.entries(fields).map(([field, read]) => [field, read(plan.shown).trim()]));
      if (Object.values(filled).every((value) => value === '')) continue;
      // Through the family's own rules (lengths, plain text): an answer the form would refuse stays in the plan record only.
      const parsed = caseDetailGroups[group].safeParse({ ...startingValues(group, row), ...filled });
      if (!parsed.success) continue;
      await tx
        .insert(caseDetails)
        .values({ caseId: plan.caseId, groupName: group, data: parsed.data as Record<string, string>, updatedBy: plan.staffUserId })
        .onConflictDoNothing();
    }
  });
}

import type { CaseKind } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { CaseActor } from './case-history';

/**
 * A plan-now submission as it becomes part of a case (issue 36 §4). The staff inbox, which knows the home's
 * questions, builds it; the case's details keep it (case-details/keep-plan.ts). server.ts joins the two, so
 * neither feature imports the other.
 */
export interface PlanForCase {
  siteId: string;
  caseId: number;
  /** The staff member who turned the plan into the case (who wrote the details, and the history's row). */
  staffUserId: string;
  by: CaseActor;
  submissionId: string;
  kind: CaseKind;
  /** Who sent it, as the inbox names them. */
  from: string;
  receivedAt: Date;
  /** Every answer, labelled as the visitor saw it, in the wizard's order. */
  answers: { label: string; value: string }[];
  /** Each answered field's value as shown: a choice's label, otherwise the visitor's text (trimmed). */
  shown: Record<string, string>;
}

export type KeepPlanInCase = (db: Db, plan: PlanForCase) => Promise<void>;

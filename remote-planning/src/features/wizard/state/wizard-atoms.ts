import { atom } from 'jotai';
import type { PlanType } from '@keepsake/shared/contract';
import { clearDraft, readDraft, writeDraft } from '@keepsake/shared/drafts';

export interface PlanDraft {
  planType: PlanType | null;
  // Field id → answer, every section together, saved as it is typed.
  answers: Record<string, string>;
  // Where to pick up again.
  lastUrlKey: string | null;
}

export const PLAN_DRAFT_KEY = 'plan-now';
const EMPTY_DRAFT: PlanDraft = { planType: null, answers: {}, lastUrlKey: null };

// The draft lives in storage (shared/forms) so a reload, a closed tab or a lost connection keeps
// every word; the atom is its in-memory face, read from storage the first time it is needed.
const draftInMemoryAtom = atom<PlanDraft | null>(null);

export const planDraftAtom = atom(
  (get) => get(draftInMemoryAtom) ?? readDraft<PlanDraft>(PLAN_DRAFT_KEY) ?? EMPTY_DRAFT,
  (get, set, update: Partial<PlanDraft> | null) => {
    if (update === null) {
      clearDraft(PLAN_DRAFT_KEY);
      set(draftInMemoryAtom, EMPTY_DRAFT);
      return;
    }
    const next = { ...get(planDraftAtom), ...update };
    writeDraft(PLAN_DRAFT_KEY, next);
    set(draftInMemoryAtom, next);
  },
);

// Only what the thank-you page needs, after the draft is gone.
export const submittedPlanAtom = atom<{ planType: PlanType; contactFirstName: string } | null>(null);

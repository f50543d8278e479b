import { atom } from 'jotai';
import type { PlanType } from '@keepsake/shared/contract/planning';
import { clearDraft, readDraft, writeDraft } from '@keepsake/shared/drafts';
import { PLAN_RESUME_DAYS } from '@keepsake/shared/rules';

export interface PlanDraft {
  planType: PlanType | null;
  // Field id → answer, every section together, saved as it is typed.
  answers: Record<string, string>;
  // Where to pick up again.
  lastUrlKey: string | null;
}

export const PLAN_DRAFT_KEY = 'plan-now';
// Per visitor, not per tab (issue 43.8): a new tab, or tomorrow, continues where they were; gone after the plan is
// sent, when they choose to forget it, or after as many days as a mailed link lasts.
export const PLAN_DRAFT_STORAGE = { onDevice: true, days: PLAN_RESUME_DAYS };
const EMPTY_DRAFT: PlanDraft = { planType: null, answers: {}, lastUrlKey: null };

// The draft lives in the device's storage (shared/drafts) so a reload, another tab or a lost connection keeps
// every word; the atom is its in-memory face. The server cannot see the browser's storage, so the page is
// first drawn (on the server, and again when the browser hydrates it) without a draft; the draft is read
// from storage right after hydration (`restoreDraftAtom`), and pages that need it wait for that.
const draftInMemoryAtom = atom<PlanDraft | null>(null);

export const planDraftAtom = atom(
  (get) => get(draftInMemoryAtom) ?? EMPTY_DRAFT,
  (get, set, update: Partial<PlanDraft> | null) => {
    if (update === null) {
      clearDraft(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE);
      set(draftInMemoryAtom, EMPTY_DRAFT);
      return;
    }
    const next = { ...(get(draftInMemoryAtom) ?? readDraft<PlanDraft>(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE) ?? EMPTY_DRAFT), ...update };
    writeDraft(PLAN_DRAFT_KEY, next, PLAN_DRAFT_STORAGE);
    set(draftInMemoryAtom, next);
  },
);

/** Whether the draft was read from storage yet (never on the server). */
export const draftRestoredAtom = atom((get) => get(draftInMemoryAtom) !== null);

/** Reads the draft from storage once, after hydration. */
export const restoreDraftAtom = atom(null, (get, set) => {
  if (get(draftInMemoryAtom) === null) set(draftInMemoryAtom, readDraft<PlanDraft>(PLAN_DRAFT_KEY, PLAN_DRAFT_STORAGE) ?? EMPTY_DRAFT);
});

// What the thank-you page shows after the draft is gone: the reference, where the copy went, and the
// answers as sent, section by section, for the printable summary. Memory only: personal answers do not
// outlive the visit.
export interface SubmittedPlan {
  planType: PlanType;
  contactFirstName: string;
  reference: string;
  emailedTo: string | null;
  summary: { label: string; answers: { question: string; answer: string }[] }[];
}
export const submittedPlanAtom = atom<SubmittedPlan | null>(null);

import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@keepsake/shared/query';
import { planningSectionsQuery } from '../api/get-planning-fields';
import { useRestoreDraft } from '../hooks/use-restore-draft';
import { planDraftAtom } from '../state/wizard-atoms';

// SPEC §2: step and review pages go back to /plan-now when the sections are not loaded. After a reload
// (the draft is kept) they are loaded first, and the redirect happens only when they cannot be: a plan
// under way, a review read twice, survives a reload. Without a plan type there is nothing to continue.
export function RequireSections({ children }: { children: ReactNode }) {
  const { planType } = useAtomValue(planDraftAtom);
  // The draft is in the browser only: the server and the hydrating browser draw the loading state.
  const restored = useRestoreDraft();
  const { data: sections, isPending } = useQuery({ ...planningSectionsQuery, enabled: Boolean(planType), retry: 1 });
  if (!restored || (planType && isPending)) {
    return (
      <div role="status" aria-live="polite" aria-busy="true" css={{ minHeight: '60vh' }}>
        <span className="visually-hidden">Loading your plan…</span>
      </div>
    );
  }
  if (!sections || sections.length === 0 || !planType) return <Navigate to="/plan-now" replace />;
  return <>{children}</>;
}

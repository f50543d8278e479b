import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { useLoadedSections } from '../hooks/use-planning-sections';
import { planDraftAtom } from '../state/wizard-atoms';

// SPEC §2: step and review pages go back to /plan-now when the sections are not loaded (a reload,
// a shared link). The draft is kept, and the start page offers to continue it.
export function RequireSections({ children }: { children: ReactNode }) {
  const sections = useLoadedSections();
  const { planType } = useAtomValue(planDraftAtom);
  if (!sections || sections.length === 0 || !planType) return <Navigate to="/plan-now" replace />;
  return <>{children}</>;
}

import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyNamed } from '@keepsake/shared/ui';
import { StudioLoading } from '../../../components/studio-loading';
import { CaseList } from './case-list';

// Issue 44: the cases list is where staff open their day, budgeted at the mid-tier phone. Its chunk carries the
// list only; a case, its plan, the new-case form and the arrangement conference (the forms kit, the money and
// signature code) load when one of them is opened, as the studio's areas do (studio-areas.tsx).
const CreateCasePage = lazyNamed(() => import('./create-case-page'), 'CreateCasePage');
const CasePage = lazyNamed(() => import('./case-page'), 'CasePage');
const CasePlanPage = lazyNamed(() => import('./case-plan-page'), 'CasePlanPage');
const ArrangementEditorPage = lazyNamed(() => import('./arrangement/arrangement-editor-page'), 'ArrangementEditorPage');
const SignAtTablePage = lazyNamed(() => import('./arrangement/sign-at-table-page'), 'SignAtTablePage');

/** /studio/cases: the list, a new case, one case, its plan and its arrangement conference (issue 39). */
export function CasesArea() {
  return (
    <Suspense fallback={<StudioLoading text="Opening…" heading={false} />}>
      <Routes>
        <Route index element={<CaseList />} />
        <Route path="new" element={<CreateCasePage />} />
        <Route path=":caseId" element={<CasePage />} />
        <Route path=":caseId/plan" element={<CasePlanPage />} />
        <Route path=":caseId/arrangement" element={<ArrangementEditorPage />} />
        <Route path=":caseId/arrangement/sign" element={<SignAtTablePage />} />
      </Routes>
    </Suspense>
  );
}

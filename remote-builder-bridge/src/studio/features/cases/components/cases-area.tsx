import { Route, Routes } from 'react-router-dom';
import { CaseList } from './case-list';
import { CasePage } from './case-page';
import { CasePlanPage } from './case-plan-page';
import { CreateCasePage } from './create-case-page';

/** /studio/cases: the list, a new case, one case. */
export function CasesArea() {
  return (
    <Routes>
      <Route index element={<CaseList />} />
      <Route path="new" element={<CreateCasePage />} />
      <Route path=":caseId" element={<CasePage />} />
      <Route path=":caseId/plan" element={<CasePlanPage />} />
    </Routes>
  );
}

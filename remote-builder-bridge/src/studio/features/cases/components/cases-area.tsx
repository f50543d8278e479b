import { Route, Routes } from 'react-router-dom';
import { ArrangementEditorPage } from './arrangement/arrangement-editor-page';
import { SignAtTablePage } from './arrangement/sign-at-table-page';
import { CaseList } from './case-list';
import { CasePage } from './case-page';
import { CasePlanPage } from './case-plan-page';
import { CreateCasePage } from './create-case-page';

/** /studio/cases: the list, a new case, one case, its plan and its arrangement conference (issue 39). */
export function CasesArea() {
  return (
    <Routes>
      <Route index element={<CaseList />} />
      <Route path="new" element={<CreateCasePage />} />
      <Route path=":caseId" element={<CasePage />} />
      <Route path=":caseId/plan" element={<CasePlanPage />} />
      <Route path=":caseId/arrangement" element={<ArrangementEditorPage />} />
      <Route path=":caseId/arrangement/sign" element={<SignAtTablePage />} />
    </Routes>
  );
}

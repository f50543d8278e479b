import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { lazyNamed } from '@keepsake/shared/ui';
import { PAGE_BOUNDARY } from '../../components/page-boundary';

// Its code (the signature form, the PDF links) comes when it is opened, not on the case page's first load.
const StatementPage = lazyNamed(() => import('./components/statement-page'), 'StatementPage', PAGE_BOUNDARY);

/** Mounted inside a case (SPEC §2 case sub-page "statement"), with the task's status panel on top. */
export function statementRoutes({ taskPanel }: { taskPanel?: ReactNode } = {}) {
  return [<Route key="statement" path="statement" element={<StatementPage taskPanel={taskPanel} />} />];
}

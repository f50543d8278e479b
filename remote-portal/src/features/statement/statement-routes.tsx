import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { StatementPage } from './components/statement-page';

/** Mounted inside a case (SPEC §2 case sub-page "statement"), with the task's status panel on top. */
export function statementRoutes({ taskPanel }: { taskPanel?: ReactNode } = {}) {
  return [<Route key="statement" path="statement" element={<StatementPage taskPanel={taskPanel} />} />];
}

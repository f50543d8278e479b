import { Route } from 'react-router-dom';
import { StatementPage } from './components/statement-page';

/** Mounted inside a case (SPEC §2 case sub-page "statement"). */
export function statementRoutes() {
  return [<Route key="statement" path="statement" element={<StatementPage />} />];
}

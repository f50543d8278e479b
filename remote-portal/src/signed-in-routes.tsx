import { Outlet, Route, Routes } from 'react-router-dom';
import { NotFound } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { arrangementRoutes } from './features/arrangements/arrangement-routes';
import { PortalBar } from './features/auth/components/portal-bar';
import { RequireSession } from './features/auth/components/require-session';
import { CaseHub } from './features/cases/components/case-hub';
import { CaseLayout } from './features/cases/components/case-layout';
import { paymentRoutes } from './features/payments/payment-routes';
import { PortalHomePage } from './features/home/components/portal-home-page';
import { statementRoutes } from './features/statement/statement-routes';
import { TASK_CATALOGUE, TASK_KINDS_IN_CATALOGUE } from './lib/task-catalogue';
import { lazyNamed } from '@keepsake/shared/ui';
import { PAGE_BOUNDARY } from './components/page-boundary';
import { hasWorkArea } from './lib/task-pages';

// Issue 28: the case page's first load (home, case hub, bar) is ≤ 170 KB gzip; every other page brings its
// code when opened (lazyNamed with PAGE_BOUNDARY), so the form layer, zod and the contract's schemas stay off that path.
const KeepsakePage = lazyNamed(() => import('./features/keepsake/components/keepsake-page'), 'KeepsakePage', PAGE_BOUNDARY);
const InvitationPage = lazyNamed(() => import('./features/invitations/components/invitation-page'), 'InvitationPage', PAGE_BOUNDARY);
const FamilyMembersPage = lazyNamed(() => import('./features/members/components/family-members-page'), 'FamilyMembersPage', PAGE_BOUNDARY);
// A task's page with its work area (task-work-areas.tsx, whose map of the work areas' chunks is not needed first).
const TaskRoute = lazyNamed(() => import('./task-work-areas'), 'TaskRoute', PAGE_BOUNDARY);
const CaseTaskPanel = lazyNamed(() => import('./features/tasks/components/case-task-panel'), 'CaseTaskPanel', PAGE_BOUNDARY);

function SignedIn() {
  return (
    <RequireSession>
      <PortalBar />
      <Outlet />
    </RequireSession>
  );
}

/**
 * Every portal page behind a session (SPEC §2), loaded only once someone goes past the sign-in page
 * (routes.tsx): the sign-in page, public and server-rendered, does not carry the case pages' code (issue 28).
 * Each task of a case has its page (SPEC §2), with sub-pages where SPEC names them.
 */
export default function SignedInRoutes() {
  // The data layer's provider is here, not in routes.tsx, so the sign-in page's start path does not load it.
  return (
    <QueryProvider>
      <Routes>
        <Route element={<SignedIn />}>
          <Route index element={<PortalHomePage />} />
          <Route path="invitation/:token" element={<InvitationPage />} />
          <Route path=":caseId" element={<CaseLayout />} />
          <Route path=":caseId/:name" element={<CaseLayout />}>
            <Route index element={<CaseHub />} />
            <Route path="family" element={<FamilyMembersPage />} />
            <Route path="keepsake" element={<KeepsakePage />} />
            {TASK_KINDS_IN_CATALOGUE.filter(hasWorkArea).map((kind) => (
              <Route key={kind} path={TASK_CATALOGUE[kind].path} element={<TaskRoute kind={kind} />} />
            ))}
            <Route path="review-stationery/:item" element={<TaskRoute kind="review-stationery" />} />
            {arrangementRoutes({ taskPanel: <CaseTaskPanel kind="arrangements" /> })}
            {statementRoutes({ taskPanel: <CaseTaskPanel kind="statement" /> })}
            {paymentRoutes()}
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}

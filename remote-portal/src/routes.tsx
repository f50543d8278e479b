import { Outlet, Route, Routes } from 'react-router-dom';
import { TASK_KINDS } from '@keepsake/shared/contract';
import { notFound } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { LoginPage } from './features/auth/components/login-page';
import { PortalBar } from './features/auth/components/portal-bar';
import { RequireSession } from './features/auth/components/require-session';
import { CaseHub } from './features/cases/components/case-hub';
import { CaseLayout } from './features/cases/components/case-layout';
import { PortalHomePage } from './features/home/components/portal-home-page';
import { InvitationPage } from './features/invitations/components/invitation-page';
import { FamilyMembersPage } from './features/members/components/family-members-page';
import { TaskPage } from './features/tasks/components/task-page';
import { TASK_CATALOGUE } from './features/tasks/state/task-catalogue';

function NotFound(): never {
  throw notFound();
}

function SignedIn() {
  return (
    <RequireSession>
      <PortalBar />
      <Outlet />
    </RequireSession>
  );
}

/**
 * The Family Portal's route tree (exposed as ./routes), mounted at /family-portal (any letter case: React
 * Router matches case-insensitively). Login is the one page for signed-out people; everything else is
 * behind RequireSession. Each task of a case has its page (SPEC §2), with sub-pages where SPEC names them.
 */
export default function PortalRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route element={<SignedIn />}>
          <Route index element={<PortalHomePage />} />
          <Route path="invitation/:token" element={<InvitationPage />} />
          <Route path=":caseId" element={<CaseLayout />} />
          <Route path=":caseId/:name" element={<CaseLayout />}>
            <Route index element={<CaseHub />} />
            <Route path="family" element={<FamilyMembersPage />} />
            {TASK_KINDS.map((kind) => (
              <Route key={kind} path={TASK_CATALOGUE[kind].path} element={<TaskPage kind={kind} />} />
            ))}
            <Route path="review-stationery/:item" element={<TaskPage kind="review-stationery" />} />
            <Route path="statement/payment" element={<TaskPage kind="statement" />} />
            <Route path="arrangements/*" element={<TaskPage kind="arrangements" />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}

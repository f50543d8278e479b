import { Suspense } from 'react';
import { QueryProvider, useSuspenseQuery } from '@keepsake/shared/query';
import { PortalLoading } from '../../../components/portal-page';
import { signInInvitationQuery } from '../../../api/get-invitation';
import { LoginView } from './login-view';

// The sign-in page opened for an invitation: the one case where it reads data, so the data layer (TanStack
// Query, 11 KB gzip) and the invitation's read come with this file, loaded only then (login-page.tsx). Issue 44:
// a plain sign-in page stays within its bytes budget. Read with suspense, so the server renders the sign-up in
// the first HTML (issue 28; the server waits for every boundary, lazy code included).

/** The invitation's read, then the sign-in page with it. */
export function InvitationLogin({ token }: { token: string }) {
  return (
    <QueryProvider>
      <Suspense fallback={<PortalLoading label="Opening your invitation…" />}>
        <WithInvitation token={token} />
      </Suspense>
    </QueryProvider>
  );
}

function WithInvitation({ token }: { token: string }) {
  const { data } = useSuspenseQuery(signInInvitationQuery(token));
  return <LoginView invitationToken={token} invitation={data} />;
}

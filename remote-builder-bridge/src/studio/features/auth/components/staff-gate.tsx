import { Suspense, useRef, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom, type SessionState } from '@keepsake/shared/store';
import { StudioLoading } from '../../../components/studio-loading';
import { lazyNamed } from '@keepsake/shared/ui';
import { FAMILY_REFUSED } from '../api/sign-in';

// Signed-in staff never see the form: its code (the forms kit, react-hook-form, the contract's schemas) loads
// only for someone signed out (issue 28).
const SignInForm = lazyNamed(() => import('./sign-in-form'), 'SignInForm');

/** The staff app for staff of this funeral home; anyone else gets the sign-in form, a family account a message saying why. */
export function StaffGate({ children, waiting = <StudioLoading text="Loading the studio…" /> }: { children: ReactNode; waiting?: ReactNode }) {
  const current = useAtomValue(sessionAtom);
  // The shell reloads the session on window focus (SPEC §4), passing through "loading": the studio must not
  // unmount (and lose unsaved work) each time staff click back from the frame.
  const settled = useRef<SessionState | null>(null);
  if (current.status !== 'loading') settled.current = current;
  const session = current.status === 'loading' ? settled.current : current;
  // `waiting`: what shows while the session is on its way (studio.tsx: the studio's bar, its name only).
  if (!session) return waiting;
  if (session.status === 'authenticated' && session.user.role === 'staff') return children;
  return (
    <Suspense fallback={<StudioLoading text="Loading the studio…" />}>
      <SignInForm notice={session.status === 'authenticated' ? FAMILY_REFUSED : undefined} />
    </Suspense>
  );
}

import { useRef, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom, type SessionState } from '@keepsake/shared/store';
import { StudioLoading } from '../../../components/studio-loading';
import { FAMILY_REFUSED } from '../api/sign-in';
import { SignInForm } from './sign-in-form';

/** The staff app for staff of this funeral home; anyone else gets the sign-in form, a family account a message saying why. */
export function StaffGate({ children }: { children: ReactNode }) {
  const current = useAtomValue(sessionAtom);
  // The shell reloads the session on window focus (SPEC §4), passing through "loading": the studio must not
  // unmount (and lose unsaved work) each time staff click back from the frame.
  const settled = useRef<SessionState | null>(null);
  if (current.status !== 'loading') settled.current = current;
  const session = current.status === 'loading' ? settled.current : current;
  if (!session) return <StudioLoading text="Loading the studio…" />;
  if (session.status === 'authenticated' && session.user.role === 'staff') return children;
  return <SignInForm notice={session.status === 'authenticated' ? FAMILY_REFUSED : undefined} />;
}

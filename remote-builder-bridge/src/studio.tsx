import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { QueryProvider, useQuery } from '@keepsake/shared/query';
import { renderContextAtom, sessionAtom, type SessionState } from '@keepsake/shared/store';
import { getDraft } from './features/studio/api/builder-api';
import { SignInForm } from './features/studio/components/sign-in-form';
import { StudioWorkspace } from './features/studio/components/studio-workspace';
import { FAMILY_REFUSED } from './features/studio/api/sign-in';

/**
 * The staff studio at /studio (exposed as ./Studio; the shell mounts it outside the site's layout). Staff
 * of this funeral home only: anyone else gets the sign-in form, a family account a message saying why.
 */
export default function Studio() {
  useStudioDocument();
  return (
    <QueryProvider>
      <StudioGate />
    </QueryProvider>
  );
}

function useStudioDocument() {
  const company = useAtomValue(renderContextAtom)?.company.name;
  useEffect(() => {
    document.title = company ? `Studio · ${company}` : 'Studio';
    // Staff tooling never belongs in a search index (the server also sends X-Robots-Tag).
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, [company]);
}

function StudioGate() {
  const current = useAtomValue(sessionAtom);
  // The shell reloads the session on window focus (SPEC §4), passing through "loading": the studio must not
  // unmount (and lose unsaved work) each time staff click back from the frame.
  const settled = useRef<SessionState | null>(null);
  if (current.status !== 'loading') settled.current = current;
  const session = current.status === 'loading' ? settled.current : current;
  if (!session) return <Loading text="Loading the studio…" />;
  if (session.status === 'authenticated' && session.user.role === 'staff') return <StaffStudio />;
  return <SignInForm notice={session.status === 'authenticated' ? FAMILY_REFUSED : undefined} />;
}

function StaffStudio() {
  const company = useAtomValue(renderContextAtom)?.company.name ?? '';
  const draft = useQuery({ queryKey: ['builder', 'draft'], queryFn: getDraft, staleTime: Infinity, refetchOnWindowFocus: false });
  if (draft.isPending) return <Loading text="Loading the draft…" />;
  if (draft.isError) {
    return (
      <main
        css={css`
          padding: 2rem;
          font-family: system-ui, sans-serif;
        `}
      >
        <h1>The studio could not open</h1>
        <p role="alert">{draft.error.message}</p>
        <button type="button" onClick={() => void draft.refetch()}>
          Try again
        </button>
      </main>
    );
  }
  return <StudioWorkspace initial={draft.data} companyName={company} />;
}

function Loading({ text }: { text: string }) {
  return (
    <main
      css={css`
        padding: 2rem;
        font-family: system-ui, sans-serif;
      `}
    >
      <h1
        css={css`
          font-size: 1.25rem;
        `}
      >
        Studio
      </h1>
      <p role="status">{text}</p>
    </main>
  );
}

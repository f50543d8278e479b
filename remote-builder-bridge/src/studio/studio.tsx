import { Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { QueryProvider } from '@keepsake/shared/query';
import { keepsakeStore, renderContextAtom, sessionAtom } from '@keepsake/shared/store';
import { GlobalStyles, ThemeProvider } from '@keepsake/shared/theme';
import { StudioGround } from './components/studio-ground';
import { StudioLoading } from './components/studio-loading';
import { StudioLayout } from './components/studio-layout';
import { StaffGate } from './features/auth/components/staff-gate';
import { SignOutButton } from './features/auth/components/sign-out-button';
import { STUDIO_DESIGN } from './lib/studio-design';
import { STUDIO_AREAS } from './studio-areas';
import { lazyNamed } from '@keepsake/shared/ui';

// Opened once per colleague, before they have an account: its form loads only then (issue 28).
const JoinStaffPage = lazyNamed(() => import('./features/team/components/join-staff-page'), 'JoinStaffPage');

/**
 * Before the shell first draws a studio page (ADR 134): for signed-in staff, the code of the area the path opens
 * (the cases list at /studio/cases), so the first render draws the bar and the area together.
 */
export async function preparePage(pathname: string): Promise<void> {
  const session = keepsakeStore.get(sessionAtom);
  if (session.status !== 'authenticated' || session.user.role !== 'staff') return;
  const path = (pathname.split('/')[2] ?? '').toLowerCase();
  await STUDIO_AREAS.find((area) => area.path === path)?.Page.preload();
}

/**
 * The staff studio at /studio (exposed as ./Studio; the shell mounts it outside the site's layout). Staff
 * of this funeral home only: anyone else gets the sign-in form, a family account a message saying why.
 */
export default function Studio() {
  const company = useAtomValue(renderContextAtom)?.company.name;
  useStudioDocument(company);
  return (
    <QueryProvider>
      <ThemeProvider design={STUDIO_DESIGN}>
        {/* The page's base styles in the studio's design while it is open: the dialogs, drawn in document.body, too. */}
        <GlobalStyles />
        <StudioGround>
          <Routes>
            {/* A colleague's invitation (issue 24) is opened before they have an account: outside the gate. */}
            <Route
              path="join/:token"
              element={
                <Suspense fallback={<StudioLoading text="Opening…" />}>
                  <JoinStaffPage />
                </Suspense>
              }
            />
            <Route
              path="*"
              element={
                <StaffGate
                  waiting={
                    <StudioLayout companyName={company ?? ''}>
                      <StudioLoading text="Loading the studio…" heading={false} />
                    </StudioLayout>
                  }
                >
                  <StudioLayout companyName={company ?? ''} account={<SignOutButton />}>
                    {/* Each area's code loads when it is opened (studio-areas.tsx); the bar stays meanwhile. */}
                    <Suspense fallback={<StudioLoading text="Opening…" heading={false} />}>
                      <Routes>
                        {STUDIO_AREAS.map(({ path, Page }) =>
                          path === '' ? <Route key="index" index element={<Page />} /> : <Route key={path} path={`${path}/*`} element={<Page />} />,
                        )}
                      </Routes>
                    </Suspense>
                  </StudioLayout>
                </StaffGate>
              }
            />
          </Routes>
        </StudioGround>
      </ThemeProvider>
    </QueryProvider>
  );
}

function useStudioDocument(company: string | undefined) {
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

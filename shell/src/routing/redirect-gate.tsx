import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { redirectsAtom, renderContextAtom } from '@keepsake/shared/store';
import { findRedirect } from './find-redirect';
import { usePageOrigin } from './page-origin';

/** Applies a server-provided redirect on every navigation (SPEC §2) before the page renders. */
export function RedirectGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const redirects = useAtomValue(redirectsAtom);
  const context = useAtomValue(renderContextAtom);
  const target = findRedirect(pathname, redirects, {
    origin: usePageOrigin(),
    allowedOrigins: context?.settings.allowedRedirectOrigins ?? [],
  });
  if (target?.kind === 'internal') return <Navigate to={target.to.includes('?') ? target.to : target.to + search} replace />;
  if (target?.kind === 'external') return <ExternalRedirect url={target.url} />;
  return <>{children}</>;
}

function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return null;
}

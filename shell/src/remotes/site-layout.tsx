import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '@keepsake/shared/ui';
import { forgetRemoteComponent, remoteComponent } from './remote-component';
import { RemoteBoundary } from './remote-boundary';

export const LAYOUT_ID = 'site/Layout';

/**
 * The header, navigation and footer come from remote-site. If that remote is down the page content still
 * shows, with a notice and a retry, rather than a blank site.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const Layout = remoteComponent(LAYOUT_ID);
  return (
    <LayoutBoundary
      attempt={attempt}
      retry={() => {
        forgetRemoteComponent(LAYOUT_ID);
        setAttempt((n) => n + 1);
      }}
      content={children}
    >
      <Suspense fallback={<main id="main">{children}</main>}>
        <Layout>{children}</Layout>
      </Suspense>
    </LayoutBoundary>
  );
}

function LayoutBoundary({ attempt, retry, content, children }: { attempt: number; retry: () => void; content: ReactNode; children: ReactNode }) {
  return (
    <RemoteBoundary
      key={attempt}
      area="The site's header and footer"
      resetKey="layout"
      onRetry={retry}
      renderPageError={() => null}
      fallback={
        <>
          <div role="alert" css={{ padding: '0.75rem 1.25rem', display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <span>The site's header and footer could not be loaded.</span>
            <Button size="sm" displayType="SECONDARY" onClick={retry}>
              Try again
            </Button>
          </div>
          <main id="main">{content}</main>
        </>
      }
    >
      {children}
    </RemoteBoundary>
  );
}

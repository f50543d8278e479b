import type { ReactNode } from 'react';
import { DeferredHydration, SiteColumn } from '@keepsake/shared/ui';
import { SiteHeader } from './features/layout/components/site-header';
import { SiteFooter } from './features/layout/components/site-footer';
import { useLayoutContext } from './features/layout/hooks/use-layout-context';

/**
 * The layout chrome every page of the site sits in: header, main, footer (exposed as ./Layout). Shells since
 * ADR 125 draw the frame themselves and load ./Header and ./Footer; this stays exposed for older shells.
 */
export default function Layout({ children }: { children?: ReactNode }) {
  const context = useLayoutContext();
  if (!context) return <main id="main">{children}</main>;
  return (
    <SiteColumn
      header={
        // Its own region (ADR 118): the page's content hydrates without it. Its links work as served and its
        // buttons are served disabled, so it hydrates after load, in an idle period, or at once when touched.
        <DeferredHydration when="idle">
          <SiteHeader context={context} />
        </DeferredHydration>
      }
      footer={
        // Links and text only, every one working as served: it hydrates only when touched or focused (ADR 112, 118).
        <DeferredHydration when="interaction">
          <SiteFooter context={context} />
        </DeferredHydration>
      }
    >
      {children}
    </SiteColumn>
  );
}

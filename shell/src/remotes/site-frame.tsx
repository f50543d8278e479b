import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { SiteColumn } from '@keepsake/shared/ui';
import { SiteRegion } from './site-region';

/** The site remote's parts of the frame (first-page-remotes.ts loads them first on a page drawn in the browser). */
export const HEADER_ID = 'site/Header';
export const FOOTER_ID = 'site/Footer';

/**
 * The frame every page of the site sits in (ADR 125): the column, "Skip to content" and <main> are the shell's,
 * so the page's content hydrates without the site remote; the header and footer are the site remote's
 * ./Header and ./Footer, each its own region. The header hydrates in the first idle period after load (its
 * links and Menu work as served, its sub-menu buttons are served disabled, ADR 118, 135); the footer, links and text only, when
 * touched or focused. Either hydrates at once on a press, a key or focus inside it, and before a navigation.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const context = useAtomValue(renderContextAtom);
  if (!context) return <main id="main">{children}</main>;
  return (
    <SiteColumn
      header={<SiteRegion id={HEADER_ID} when="idle" area="The site's header" />}
      footer={<SiteRegion id={FOOTER_ID} when="interaction" area="The site's footer" />}
    >
      {children}
    </SiteColumn>
  );
}

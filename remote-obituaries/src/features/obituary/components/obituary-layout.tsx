import { Global } from '@emotion/react';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { usePageData } from '@keepsake/shared/query';
import { obituaryPath } from '../../../lib/paths';
import { obituaryQuery } from '../api/get-obituary';
import { parseObituaryId } from '../obituary-id';
import { ObituaryHeader } from './obituary-header';
import { ObituaryNav } from './obituary-nav';

/**
 * /obituaries/{id}/{name}/*: loads the obituary once for all its sub-pages. A wrong or missing name slug
 * redirects to the canonical address, keeping the sub-page and query.
 */
export function ObituaryLayout() {
  const { id: rawId, name } = useParams();
  const location = useLocation();
  const id = parseObituaryId(rawId);
  const obituary = usePageData(obituaryQuery(id));
  if (name !== obituary.nameSlug) {
    const prefix = `/obituaries/${rawId}${name ? `/${name}` : ''}`;
    const rest = location.pathname.startsWith(`${prefix}/`) && name ? location.pathname.slice(prefix.length) : '';
    return <Navigate replace to={`${obituaryPath(obituary)}${rest}${location.search}`} />;
  }
  // The obituary itself shows the person at full size; its sub-pages a compact header.
  const onObituary = location.pathname.replace(/\/+$/, '') === obituaryPath(obituary);
  return (
    <article css={{ paddingBottom: '3rem' }}>
      <Global styles={PRINT_STYLES} />
      <ObituaryHeader obituary={obituary} compact={!onObituary} />
      <ObituaryNav obituary={obituary} />
      {/* A tab loads its code when opened: the person's header and the tabs stay while it does. */}
      <Suspense
        fallback={
          <p role="status" css={{ textAlign: 'center', padding: '3rem 0' }}>
            Loading…
          </p>
        }
      >
        <Outlet context={obituary} />
      </Suspense>
    </article>
  );
}

// Printed, an obituary is the person, the text and the services: the site's header, menus, footer, the
// tabs and the buttons stay off the paper.
const PRINT_STYLES = `
@media print {
  header:not([data-obituary-header]), footer, nav, [data-print-hide], [role='region'][aria-label*='otification'], a[href='#main'] {
    display: none !important;
  }
  body { background: #fff !important; color: #000 !important; }
  [data-obituary-header] { background: none !important; padding: 0 0 1rem !important; }
  [data-obituary-header], [data-obituary-header] * { color: #000 !important; }
  [data-theme-picture], [data-theme-scrim] { display: none !important; }
  [data-print-keep] { break-inside: avoid; box-shadow: none !important; border: 1px solid #999; }
  a { color: #000 !important; text-decoration: none !important; }
}
`;

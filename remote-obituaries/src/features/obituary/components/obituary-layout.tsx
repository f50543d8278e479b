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
  return (
    <article css={{ paddingBottom: '3rem' }}>
      <ObituaryHeader obituary={obituary} />
      <ObituaryNav obituary={obituary} />
      <Outlet context={obituary} />
    </article>
  );
}

import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { notFound } from '@keepsake/shared/page-error';
import { usePageQuery } from '@keepsake/shared/query';
import { parseId } from '@keepsake/shared/rules';
import { PortalLoading } from '../../../components/portal-page';
import type { CaseOutletContext } from '../../../hooks/use-case-outlet';
import { caseQuery } from '../api/get-case';
import { useCaseHomeReads } from '../api/case-home-reads';
import { caseHomeAddress } from '../../../lib/early-addresses';

// The contract's caseIdSchema reads ids with the same rule (rules/ids.ts), without zod on the first paint.
const parseCaseId = (raw: string | undefined) => parseId(raw);

/**
 * /family-portal/{id}/{name}/…: loads the case once for all its pages. A wrong or missing name goes to the
 * canonical address with the rest of the path and the query kept; a case that is not mine is a 404.
 */
export function CaseLayout() {
  const { caseId: rawId, name } = useParams();
  const location = useLocation();
  const caseId = parseCaseId(rawId);
  if (caseId === null) throw notFound();
  const caseDetail = usePageQuery(caseQuery(caseId));
  // The home's reads side by side with the case's, not after it (issue 44; case-home-reads.ts).
  useCaseHomeReads(caseHomeAddress(location.pathname));
  if (!caseDetail) return <PortalLoading label="Opening the case…" />;

  const casePath = `/family-portal/${caseDetail.id}/${caseDetail.nameSlug}`;
  if (name !== caseDetail.nameSlug) {
    const rest = location.pathname
      .split('/')
      .slice(name === undefined ? 3 : 4)
      .join('/');
    return <Navigate to={`${casePath}${rest ? `/${rest}` : ''}${location.search}${location.hash}`} replace />;
  }
  const context: CaseOutletContext = { caseDetail, casePath };
  return <Outlet context={context} />;
}

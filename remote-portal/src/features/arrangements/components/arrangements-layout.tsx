import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { usePageQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { arrangementQuery } from '../../../api/get-arrangement';
import { ArrangementFrame, Loading, Money } from '../../../components/arrangement-frame';
import { useCaseOutlet, type ArrangementOutletContext } from '../../../hooks/use-case-outlet';

const TITLES: Record<string, string> = { '': 'Packages', selections: 'Selections', item: 'Choose an item', details: 'Details', review: 'Review' };

/**
 * /family-portal/{id}/{name}/arrangements: loads the arrangement once for its pages, shows the tabs and the
 * running total. A sub-page without an arrangement to work on (none loaded, no package yet) goes back to
 * the arrangements root (SPEC §2). The root (the task's own page) shows the task's status and who has it
 * after the task itself, as every task page does (issue 43.6); the steps do not repeat it.
 */
export function ArrangementsLayout({ taskPanel }: { taskPanel?: ReactNode }) {
  const theme = useTheme();
  const { caseDetail, casePath } = useCaseOutlet();
  const location = useLocation();
  const arrangement = usePageQuery(arrangementQuery(caseDetail.id));
  const base = `${casePath}/arrangements`;
  const sub = location.pathname.slice(base.length).split('/').filter(Boolean)[0] ?? '';
  const title = TITLES[sub] ?? 'Arrangements';
  if (arrangement && sub !== '' && arrangement.packageId === null) return <Navigate to={base} replace />;
  const context: ArrangementOutletContext | null = arrangement ? { caseDetail, casePath, arrangement, base } : null;
  return (
    <ArrangementFrame title={title} heading={`Arrangements: ${title.toLowerCase()}`} casePath={casePath} personName={caseDetail.fullName}>
      {context ? (
        <>
          {arrangement!.readOnly ? (
            <p css={{ padding: theme.space.md, background: theme.colors.secondary, borderRadius: theme.radii.card }}>
              The contract is signed, so these arrangements can no longer be changed here. Please call the funeral home if something needs to change.
            </p>
          ) : null}
          <Outlet context={context} />
          {sub === '' && taskPanel ? <div css={{ marginTop: theme.space.xl }}>{taskPanel}</div> : null}
          <aside
            aria-label="Running total"
            css={{
              position: 'sticky',
              bottom: 0,
              marginTop: theme.space.xl,
              padding: theme.space.md,
              background: theme.colors.background,
              borderTop: `2px solid ${theme.colors.palette.neutral.onPage}`,
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space.sm,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <span>
              Total so far:{' '}
              <strong aria-live="polite">
                <Money cents={arrangement!.totals.totalCents} />
              </strong>
            </span>
            {arrangement!.packageId !== null && sub !== 'review' ? (
              <Link to={`${base}/review`} css={{ color: theme.colors.palette.primary.onPage, fontWeight: 600 }}>
                Review arrangements
              </Link>
            ) : null}
          </aside>
        </>
      ) : (
        <Loading label="Loading the arrangements…" />
      )}
    </ArrangementFrame>
  );
}

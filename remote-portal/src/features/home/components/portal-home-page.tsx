import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Navigate } from 'react-router-dom';
import { keepPreviousData, usePageQuery } from '@keepsake/shared/query';
import { sessionAtom } from '@keepsake/shared/store';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { PersonCard } from '../../../components/person-card';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { cardStyle } from '../../../components/section';
import { casesQuery } from '../api/get-cases';

/** /family-portal: the cases I belong to, paged. With exactly one, it opens straight away. */
export function PortalHomePage() {
  const theme = useTheme();
  const session = useAtomValue(sessionAtom);
  const [page, setPage] = useState(1);
  const cases = usePageQuery({ ...casesQuery(page), placeholderData: keepPreviousData });
  if (!cases) return <PortalLoading label="Loading your cases…" />;
  const { items, hasNext } = cases;
  if (page === 1 && items.length === 1 && !hasNext) {
    const only = items[0]!;
    return <Navigate to={`/family-portal/${only.id}/${only.nameSlug}`} replace />;
  }
  const name = session.status === 'authenticated' ? session.user.name : '';

  return (
    <PortalPage title="Your cases" heading="Family Portal" wide>
      <p css={{ fontSize: fontSizes.lg }}>Welcome, {name}.</p>
      {items.length === 0 ? (
        <p>You are not part of a case yet. When a family invites you, the case appears here.</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md, [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } }}>
          {items.map((item) => (
            <li key={item.id} css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.sm }}>
              <PersonCard person={item} headingLevel="h2" />
              <p css={{ margin: 0 }}>
                {item.waitingForMe > 0
                  ? `${item.waitingForMe} ${item.waitingForMe === 1 ? 'task is' : 'tasks are'} waiting for you`
                  : 'Nothing is waiting for you'}
              </p>
              <Link
                to={`/family-portal/${item.id}/${item.nameSlug}`}
                aria-label={`Open the case of ${item.fullName}`}
                css={{ color: theme.colors.palette.primary.onPage, fontWeight: 600 }}
              >
                Open the case
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasNext ? (
        <nav aria-label="Pages of cases" css={{ display: 'flex', gap: theme.space.sm, marginTop: theme.space.lg }}>
          <Button displayType="SECONDARY" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Previous page
          </Button>
          <Button displayType="SECONDARY" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
    </PortalPage>
  );
}

import { useState } from 'react';
import { ACTING_AS_LABELS, type CaseHistoryEvent } from '@keepsake/shared/contract/case';
import { keepPreviousData, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, useHomeTimeZone } from '@keepsake/shared/ui';
import { historyQuery } from '../api/history';
import { tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';

const changeOf = (row: CaseHistoryEvent) => (row.before === null && row.after === null ? '' : `${row.before ?? '—'} → ${row.after ?? '—'}`);

/**
 * The case's history on the staff case page (issue 36 point 1): every change, newest first, a page at a
 * time — when, who (and whether they acted as staff, as a family member or automatically), what, and the
 * value before → after. Read-only: the history is written by the changes themselves.
 */
export function CaseHistory({ caseId }: { caseId: number }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useQuery({ ...historyQuery(caseId, page), placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="case-history-heading">
      <h3 id="case-history-heading">Case history</h3>
      {isPending ? <p role="status">Loading the case history…</p> : null}
      {isError ? <p role="alert">The case history could not be loaded just now. Please try again.</p> : null}
      {data && data.items.length === 0 && page === 1 ? <p>Nothing has been recorded for this case yet.</p> : null}
      {data && data.items.length > 0 ? (
        <>
          <TableScroll label="Case history">
            <table css={tableStyles(theme)} aria-describedby="case-history-heading" aria-busy={isPlaceholderData}>
              <caption css={{ textAlign: 'left', marginBottom: theme.space.xs }}>Newest first{page > 1 ? `, page ${page}` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <time dateTime={row.at}>{formatDateTime(row.at, timeZone, { short: true })}</time>
                    </td>
                    <td>
                      {row.actor.name} <span css={{ whiteSpace: 'nowrap' }}>({ACTING_AS_LABELS[row.actor.actingAs]})</span>
                    </td>
                    <td>{row.summary}</td>
                    <td>{changeOf(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <nav aria-label="Case history pages" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.sm }}>
            <Button size="sm" displayType="SECONDARY" disabled={page === 1} onClick={() => setPage((current) => Math.max(1, current - 1))}>
              Newer
            </Button>
            <Button size="sm" displayType="SECONDARY" disabled={!data.hasNext || isPlaceholderData} onClick={() => setPage((current) => current + 1)}>
              Older
            </Button>
          </nav>
        </>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CASE_KIND_LABELS, INBOX_FILTERS, INBOX_STATUS_LABELS, type InboxSummary } from '@keepsake/shared/contract/staff';
import { keepPreviousData, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { useDocumentTitle, useHomeTimeZone } from '@keepsake/shared/ui';
import { ListFilter, ListPager } from '../../../components/list-controls';
import { inboxListQuery } from '../api/inbox';
import { deskPageStyles, linkStyles, tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';
import { TableHead } from '../../../components/table-head';

type Filter = (typeof INBOX_FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { OPEN: 'Open (new and in progress)', NEW: 'New', IN_PROGRESS: 'In progress', DONE: 'Done', ALL: 'All' };
const typeOf = (item: InboxSummary) => (item.source === 'PLAN' ? `Plan, ${CASE_KIND_LABELS[item.kind ?? 'PRE_NEED'].toLowerCase()}` : 'Message');

/** Plan-now submissions and contact messages, newest first, filtered by status. */
export function InboxList() {
  useDocumentTitle('Inbox');
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const [status, setStatus] = useState<Filter>('OPEN');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({ ...inboxListQuery({ status, page }), placeholderData: keepPreviousData });

  return (
    <main css={deskPageStyles(theme)}>
      <h2 css={{ margin: 0 }}>Inbox</h2>
      <ListFilter
        value={status}
        options={INBOX_FILTERS}
        labels={FILTER_LABELS}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {isPending ? <p role="status">Loading the inbox…</p> : null}
      {isError ? <p role="alert">The inbox could not be loaded just now. Please try again.</p> : null}
      {data ? (
        data.items.length === 0 ? (
          <p>Nothing here.</p>
        ) : (
          <TableScroll label="Inbox">
            <table css={tableStyles(theme)}>
              <caption css={{ textAlign: 'start' }}>{FILTER_LABELS[status]}, newest first</caption>
              <TableHead columns={['From', 'About', 'Type', 'Received', 'Status', 'Who has it']} />
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/studio/inbox/${item.id}`} css={linkStyles(theme)}>
                        {item.from}
                      </Link>
                    </td>
                    <td>{item.about}</td>
                    <td>{typeOf(item)}</td>
                    <td>
                      <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt, timeZone, { short: true })}</time>
                    </td>
                    <td>{INBOX_STATUS_LABELS[item.status]}</td>
                    <td>{item.assignee?.name ?? 'Nobody yet'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      ) : null}
      {data ? <ListPager label="Pages of the inbox" page={page} hasNext={data.hasNext} onPage={setPage} /> : null}
    </main>
  );
}

import { Link, useParams } from 'react-router-dom';
import { CASE_KIND_LABELS, INBOX_STATUS_LABELS } from '@keepsake/shared/contract/staff';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { buttonStyles, useDocumentTitle, useHomeTimeZone } from '@keepsake/shared/ui';
import { inboxItemQuery } from '../api/inbox';
import { InboxStatusForm } from './inbox-status-form';
import { deskPageStyles, linkStyles } from '../../../components/desk-styles';

/** One plan or message: the visitor's answers, its status and who has it, and (a plan) turning it into a case. */
export function InboxItemPage() {
  const { itemId = '' } = useParams();
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const { data: item, isPending, isError } = useQuery(inboxItemQuery(itemId));
  useDocumentTitle(item ? `Inbox: ${item.from}` : 'Inbox');

  return (
    <main css={deskPageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to="/studio/inbox" css={linkStyles(theme)}>
          Inbox
        </Link>
      </p>
      {isPending ? <p role="status">Loading…</p> : null}
      {isError ? <p role="alert">This item could not be loaded. It may not exist, or the connection failed.</p> : null}
      {item ? (
        <>
          <h2 css={{ margin: 0 }}>
            {item.source === 'PLAN' ? `${CASE_KIND_LABELS[item.kind ?? 'PRE_NEED']} plan from ${item.from}` : `Message from ${item.from}`}
          </h2>
          <p css={{ margin: 0 }}>
            Received {formatDateTime(item.receivedAt, timeZone)} · {INBOX_STATUS_LABELS[item.status]}
            {item.assignee ? ` · ${item.assignee.name} has it` : ''}
          </p>
          {item.caseId !== null ? (
            <p css={{ margin: 0 }}>
              <Link to={`/studio/cases/${item.caseId}`} css={linkStyles(theme)}>
                Open the case made from it
              </Link>
            </p>
          ) : item.casePrefill ? (
            <p css={{ margin: 0 }}>
              <Link to={`/studio/inbox/${item.id}/case`} css={buttonStyles(theme, { color: 'primary' })}>
                Turn into a case
              </Link>
            </p>
          ) : null}
          <section aria-labelledby="inbox-answers">
            <h3 id="inbox-answers">{item.source === 'PLAN' ? 'Their answers' : 'Their message'}</h3>
            <dl css={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, 1fr) 2fr', gap: theme.space.xs, margin: 0 }}>
              {item.answers.map((answer) => (
                <div key={answer.label} css={{ display: 'contents' }}>
                  <dt css={{ fontWeight: 600 }}>{answer.label}</dt>
                  <dd css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <InboxStatusForm item={item} />
        </>
      ) : null}
    </main>
  );
}

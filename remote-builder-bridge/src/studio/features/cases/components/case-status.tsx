import type { ReactNode } from 'react';
import { approvalLine } from '@keepsake/shared/contract/case';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { type DeskCaseOverview } from '@keepsake/shared/contract/staff';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { overviewQuery } from '../api/overview';
import { linkStyles, tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function arrangementText({ arrangement }: DeskCaseOverview): string {
  if (arrangement.state === 'NONE') return 'No selection yet';
  if (arrangement.state === 'CHOSEN') return `Chosen, not signed (revision ${arrangement.revision ?? 1})`;
  return `Signed, revision ${arrangement.revision ?? 1}${arrangement.countersigned ? ', countersigned' : ', waits for the home’s countersignature'}`;
}

function balanceText({ balance }: DeskCaseOverview): string {
  const paid = `Paid ${formatCents(balance.paidCents)}`;
  if (balance.totalCents === null || balance.dueCents === null) return `${paid}. The total is fixed when the family signs.`;
  return `Total ${formatCents(balance.totalCents)} · ${paid} · Due ${formatCents(balance.dueCents)}`;
}

function obituaryText({ obituary }: DeskCaseOverview): string {
  const text =
    obituary.textStatus === 'NONE'
      ? 'No text yet'
      : obituary.textStatus === 'APPROVED'
        ? // Who approved, as it happened: "Approved by Rosa …" or "Approved for the family by Dana, by phone, …" (issue 36).
          `${obituary.approver ? approvalLine(obituary.approver) : 'Approved'} (revision ${obituary.revision})`
        : `Draft, not approved yet (revision ${obituary.revision})`;
  return `${text} · ${obituary.published ? 'on the website' : 'not on the website'}`;
}

function wallText({ wall }: DeskCaseOverview): string {
  if (!wall) return 'No public page yet';
  const comments = wall.commentsOn ? (wall.moderated ? 'memories on, shown after review' : 'memories on, shown at once') : 'memories off';
  return `${plural(wall.awaitingReview, 'memory', 'memories')} awaiting review · ${comments}`;
}

/**
 * Where the case stands (issue 24 §2): arrangements and statement, balance, obituary, memorial wall and
 * photos, each with the page where staff act on it. Those pages are the Family Portal's (staff open every
 * case of their home there); publishing is on this page, below.
 */
export function CaseStatus({ caseId }: { caseId: number }) {
  const theme = useTheme();
  const { data, isPending, isError } = useQuery(overviewQuery(caseId));
  const link = (href: string, text: string) => (
    <a href={href} css={linkStyles(theme)}>
      {text}
    </a>
  );
  const rows: [string, (overview: DeskCaseOverview) => string, (overview: DeskCaseOverview) => ReactNode][] = [
    ['Arrangements', arrangementText, (o) => link(`${o.portalPath}/arrangements`, 'Open the arrangements')],
    ['Balance', balanceText, (o) => link(`${o.portalPath}/statement`, 'Open the statement and payments')],
    [
      'Obituary',
      obituaryText,
      (o) => (
        <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          {link(`${o.portalPath}/review-obituary`, 'Open the obituary text')}
          {o.obituary.publicPath && o.obituary.published ? link(o.obituary.publicPath, 'See the public page') : null}
        </span>
      ),
    ],
    [
      'Memorial wall',
      wallText,
      (o) => (
        <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          {link(`${o.portalPath}/review-wall-comments`, 'Review memories')}
          {link(`${o.portalPath}/review-wall-settings`, 'Wall settings')}
        </span>
      ),
    ],
    ['Photos', (o) => plural(o.photos.count, 'photo', 'photos'), (o) => link(`${o.portalPath}/upload-photos`, 'Open the photos')],
  ];

  return (
    <section aria-labelledby="case-status-heading">
      <h3 id="case-status-heading">Where the case stands</h3>
      {isPending ? <p role="status">Loading where the case stands…</p> : null}
      {isError ? <p role="alert">This could not be loaded just now. Please try again.</p> : null}
      {data ? (
        <TableScroll label="Where the case stands">
          <table css={tableStyles(theme)}>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">State</th>
                <th scope="col">Where to act</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, text, act]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{text(data)}</td>
                  <td>{act(data)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

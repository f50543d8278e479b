import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CASE_KIND_LABELS, type DeskCaseDetail } from '@keepsake/shared/contract/staff';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDate, formatDay } from '@keepsake/shared/time';
import { Button, toast, useDocumentTitle, useHomeTimeZone } from '@keepsake/shared/ui';
import { caseQuery, setCaseClosed } from '../api/cases';
import { casePlanQuery } from '../api/case-plan';
import { useLocationOptions } from '../../../hooks/use-location-options';
import { deskPageStyles, linkStyles, tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';
import { EditFactsForm } from './edit-facts-form';
import { CaseEvents } from './case-events';
import { CaseMoney } from './case-money';
import { CaseObituary } from './case-obituary';
import { CaseHistory } from './case-history';
import { CaseStatus } from './case-status';
import { CaseTasks } from './case-tasks';
import { CaseLinePrices } from './case-line-prices';
import { ContactWithoutEmail } from './contact-without-email';

/** One case for staff: its facts, family, invitations and tasks; edit, close and reopen it. */
export function CasePage() {
  const theme = useTheme();
  const caseId = Number(useParams().caseId);
  const { data, isPending, isError } = useQuery({ ...caseQuery(caseId), enabled: Number.isInteger(caseId) && caseId > 0 });
  useDocumentTitle(data ? data.fullName : 'Case');

  return (
    <main css={deskPageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to="/studio/cases" css={linkStyles(theme)}>
          All cases
        </Link>
      </p>
      {isPending ? <p role="status">Loading the case…</p> : null}
      {isError || !Number.isInteger(caseId) ? <p role="alert">We could not find this case.</p> : null}
      {data ? <CaseBody detail={data} /> : null}
    </main>
  );
}

function CaseBody({ detail }: { detail: DeskCaseDetail }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const [editing, setEditing] = useState(false);
  const location = useLocationOptions().find((option) => option.value === detail.locationId)?.label;
  const plan = useQuery(casePlanQuery(detail.id)).data?.plan;
  const closing = useMutation({
    mutationFn: () => setCaseClosed(detail.id, !detail.closed),
    meta: { changes: [['case', detail.id]] },
    onSuccess: (next) => toast.success({ title: next.closed ? 'Case closed' : 'Case reopened' }),
    onError: () => toast.error({ title: 'That did not work just now. Please try again.' }),
  });

  return (
    <>
      <h2 css={{ margin: 0 }}>{detail.fullName}</h2>
      {editing ? (
        <EditFactsForm detail={detail} onDone={() => setEditing(false)} />
      ) : (
        <section aria-labelledby="case-facts-heading" css={{ display: 'grid', gap: theme.space.sm }}>
          <h3 id="case-facts-heading" css={{ margin: 0 }}>
            Facts
          </h3>
          <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${theme.space.xxs} ${theme.space.md}`, margin: 0 }}>
            <dt>Born</dt>
            <dd css={{ margin: 0 }}>{formatDay(detail.birthDate) || '—'}</dd>
            <dt>Died</dt>
            <dd css={{ margin: 0 }}>{formatDay(detail.deathDate) || '—'}</dd>
            <dt>Location</dt>
            <dd css={{ margin: 0 }}>{location ?? '—'}</dd>
            <dt>Type</dt>
            <dd css={{ margin: 0 }}>{CASE_KIND_LABELS[detail.kind]}</dd>
            <dt>Status</dt>
            <dd css={{ margin: 0 }}>{detail.closed ? 'Closed' : 'Open'}</dd>
          </dl>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
            <Button displayType="SECONDARY" onClick={() => setEditing(true)}>
              Edit facts
            </Button>
            <Button displayType="SECONDARY" disabled={closing.isPending} onClick={() => closing.mutate()}>
              {detail.closed ? 'Reopen case' : 'Close case'}
            </Button>
            <Link to={`/studio/cases/${detail.id}/arrangement`} css={linkStyles(theme)}>
              Make the arrangements
            </Link>
            <a href={`/family-portal/${detail.id}/${detail.nameSlug}`} css={linkStyles(theme)}>
              Open in the Family Portal
            </a>
          </div>
          {plan ? (
            <p css={{ margin: 0 }}>
              Made from {plan.from}’s plan: its facts are in the family’s details.{' '}
              <Link to={`/studio/cases/${detail.id}/plan`} css={linkStyles(theme)}>
                Read the plan
              </Link>
            </p>
          ) : null}
        </section>
      )}
      <section aria-labelledby="case-family-heading">
        <h3 id="case-family-heading">Family</h3>
        {detail.members.length === 0 ? <p>Nobody has joined yet.</p> : null}
        {detail.contactWithoutEmail ? <ContactWithoutEmail detail={{ ...detail, contactWithoutEmail: detail.contactWithoutEmail }} /> : null}
        <ul>
          {detail.members.map((member) => (
            <li key={member.id}>
              {member.name} ({member.email}) · {member.role === 'PRIMARY' ? 'Primary contact' : 'Helper'}
              {member.relationship ? ` · ${member.relationship}` : ''}
            </li>
          ))}
        </ul>
        {/* Inviting, resending and revoking live on the Family Portal's family page, which staff of the home may lead. */}
        <a href={`/family-portal/${detail.id}/${detail.nameSlug}/family`} css={linkStyles(theme)}>
          Invite the family or manage invitations
        </a>
        <h4>Invitations</h4>
        {detail.invitations.length === 0 ? <p>No invitations.</p> : null}
        <TableScroll label="Invitations">
          <table css={tableStyles(theme)} hidden={detail.invitations.length === 0}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {detail.invitations.map((invitation) => (
                <tr key={invitation.email}>
                  <td>{invitation.name}</td>
                  <td>{invitation.email}</td>
                  <td>{invitation.role === 'PRIMARY' ? 'Primary contact' : 'Helper'}</td>
                  <td>{invitation.accepted ? 'Joined' : invitation.revoked ? 'Revoked' : `Open until ${formatDate(invitation.expiresAt, timeZone)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <CaseStatus caseId={detail.id} />
      <CaseObituary caseId={detail.id} />
      <CaseEvents caseId={detail.id} nameSlug={detail.nameSlug} />
      <CaseMoney caseId={detail.id} />
      <CaseTasks tasks={detail.tasks} />
      <CaseLinePrices caseId={detail.id} />
      <CaseHistory caseId={detail.id} />
    </>
  );
}

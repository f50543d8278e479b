import type { Member } from '@keepsake/shared/contract/case';
import { usePageQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { membersQuery } from '../../../api/get-members';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { InvitationActions } from './invitation-actions';
import { InviteForm } from './invite-form';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { cardStyle, Section } from '../../../components/section';
import { canLead } from '../../../lib/task-catalogue';

const STATUS = { ACCEPTED: 'Joined', INVITED: 'Invited, not joined yet', EXPIRED: 'Invitation expired', REVOKED: 'Invitation revoked' } as const;
const ROLE = { PRIMARY: 'Primary contact', HELPER: 'Helper' } as const;

/** /family-portal/{id}/{name}/family: who is part of the case, who has not accepted yet, and inviting more. */
export function FamilyMembersPage() {
  const theme = useTheme();
  const { caseDetail, casePath } = useCaseOutlet();
  const members = usePageQuery(membersQuery(caseDetail.id));
  const lead = canLead(caseDetail.access);

  return (
    <PortalPage
      title={`Family members – ${caseDetail.fullName}`}
      heading="Family members"
      crumbs={[
        { label: 'Family Portal', to: '/family-portal' },
        { label: caseDetail.fullName, to: casePath },
      ]}
    >
      <Section title="Who is helping">
        {members ? (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
            {members.items.map((member) => (
              <MemberRow key={member.email} member={member} caseId={caseDetail.id} lead={lead} />
            ))}
          </ul>
        ) : (
          <PortalLoading label="Loading the family…" />
        )}
      </Section>
      <Section title="Invite a family member">
        {lead ? (
          <div css={cardStyle(theme)}>
            <InviteForm caseId={caseDetail.id} />
          </div>
        ) : (
          <p>Only the family&apos;s primary contact can invite. Ask them to invite whoever you would like to help.</p>
        )}
      </Section>
    </PortalPage>
  );
}

// Whoever may invite may also resend or revoke an invitation nobody has accepted (issue 24 §6).
function MemberRow({ member, caseId, lead }: { member: Member; caseId: number; lead: boolean }) {
  const theme = useTheme();
  return (
    <li css={{ ...cardStyle(theme), display: 'grid', gap: theme.space.xxs }}>
      <strong>{member.name}</strong>
      <span>
        {[member.relationship, ROLE[member.role]].filter(Boolean).join(' · ')} · {member.email}
      </span>
      <span>{STATUS[member.status]}</span>
      {lead && member.status !== 'ACCEPTED' ? <InvitationActions caseId={caseId} member={member} /> : null}
    </li>
  );
}

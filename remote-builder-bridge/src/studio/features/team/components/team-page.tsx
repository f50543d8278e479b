import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDate, formatDateTime } from '@keepsake/shared/time';
import { Button, toast, useDocumentTitle, useHomeTimeZone } from '@keepsake/shared/ui';
import { deskPageStyles } from '../../../components/desk-styles';
import { removeStaff, teamQuery, withdrawInvitation } from '../api/team';
import { InviteStaffForm } from './invite-staff-form';
import { MemberRoleForm } from './member-role-form';
import { ROLE_NAMES } from './role-names';

/** /studio/team: the home's staff; owners invite and remove colleagues and change their roles. */
export function TeamPage() {
  useDocumentTitle('Team');
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const { data, isPending, isError } = useQuery(teamQuery);
  const failed = () => toast.error({ title: 'That did not work just now. Please try again.' });
  const remove = useMutation({ mutationFn: removeStaff, meta: { changes: [['team']] }, onError: failed });
  const withdraw = useMutation({ mutationFn: withdrawInvitation, meta: { changes: [['team']] }, onError: failed });
  const owner = data?.you === 'OWNER';

  return (
    <main css={deskPageStyles(theme)}>
      <h2 css={{ margin: 0 }}>Team</h2>
      {isPending ? <p role="status">Loading the team…</p> : null}
      {isError ? <p role="alert">The team could not be loaded just now. Please try again.</p> : null}
      {data ? (
        <>
          <ul css={{ display: 'grid', gap: theme.space.xs, paddingInlineStart: theme.space.md }}>
            {data.members.map((member) => (
              <li key={member.id} css={{ display: 'grid', gap: theme.space.xs }}>
                <span>
                  {member.name} ({member.email}) · {ROLE_NAMES[member.role]}
                  {member.isYou ? ' · you' : ''}
                </span>
                {member.roleChange ? (
                  <span css={{ color: theme.colors.palette.neutral.onPage }}>
                    Changed from {ROLE_NAMES[member.roleChange.from]} by {member.roleChange.by}, {formatDateTime(member.roleChange.at, timeZone)}
                  </span>
                ) : null}
                {owner && !member.isYou ? <MemberRoleForm key={member.role} member={member} /> : null}
                {owner && !member.isYou ? (
                  <Button
                    size="sm"
                    displayType="SECONDARY"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(member.id)}
                    aria-label={`Remove ${member.name}`}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {data.invitations.length > 0 ? (
            <section aria-labelledby="staff-invitations-heading">
              <h3 id="staff-invitations-heading">Open invitations</h3>
              <ul css={{ display: 'grid', gap: theme.space.xs, paddingInlineStart: theme.space.md }}>
                {data.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    {invitation.name} ({invitation.email}) · {ROLE_NAMES[invitation.role]} · until {formatDate(invitation.expiresAt, timeZone)}{' '}
                    {owner ? (
                      <Button
                        size="sm"
                        displayType="SECONDARY"
                        onClick={() => withdraw.mutate(invitation.id)}
                        aria-label={`Withdraw the invitation of ${invitation.name}`}
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {owner ? (
            <section aria-labelledby="invite-staff-heading">
              <h3 id="invite-staff-heading">Invite a colleague</h3>
              <InviteStaffForm />
            </section>
          ) : (
            <p>Only an owner of the funeral home invites and removes staff and changes their roles.</p>
          )}
        </>
      ) : null}
    </main>
  );
}

import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useChanged } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { FormAlert } from '@keepsake/shared/forms';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { invitationQuery } from '../../../api/get-invitation';
import { messageOf } from '@keepsake/shared/api-client';
import { acceptInvitation } from '../api/accept-invitation';

/** /family-portal/invitation/{token}, signed in: join the case with one button. */
export function InvitationPage() {
  const theme = useTheme();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const changed = useChanged();
  // A link that names nothing is said in place, not as an error page.
  const invitation = useQuery(invitationQuery(token));
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  if (invitation.isPending) return <PortalLoading label="Opening your invitation…" />;
  const data = invitation.data;

  const accept = async () => {
    setBusy(true);
    setAlert(null);
    try {
      const joined = await acceptInvitation(token);
      await changed([['cases'], ['case', joined.caseId]]);
      toast.success(`You have joined the family of ${data?.caseName ?? 'this case'}.`);
      navigate(`/family-portal/${joined.caseId}/${joined.nameSlug}`, { replace: true });
    } catch (error) {
      setAlert(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <PortalPage
      title="Your invitation"
      heading={data ? `Join the family of ${data.caseName}` : 'Your invitation'}
      crumbs={[{ label: 'Family Portal', to: '/family-portal' }]}
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {!data ? (
        <p>This invitation link is not valid. Please ask the family for a new one.</p>
      ) : data.status === 'PENDING' ? (
        <>
          <p css={{ fontSize: fontSizes.lg, lineHeight: 1.6 }}>
            {data.invitedBy} invited you to help with the arrangements for {data.caseName}
            {data.relationship ? ` as ${data.relationship.toLowerCase()}` : ''}.
          </p>
          <Button onClick={() => void accept()} disabled={busy}>
            {busy ? 'Joining…' : 'Accept the invitation'}
          </Button>
        </>
      ) : (
        <>
          <p>
            {data.status === 'EXPIRED' ? 'This invitation has expired. Please ask the family to invite you again.' : 'This invitation has already been used.'}
          </p>
          <Link to="/family-portal" css={{ color: theme.colors.palette.primary.onPage }}>
            Go to your cases
          </Link>
        </>
      )}
    </PortalPage>
  );
}

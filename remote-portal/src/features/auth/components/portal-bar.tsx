import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { sessionAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { signOut } from '../api/sign-out';
import { LOGIN_PATH, PORTAL } from '../state/redirect-target';

/** Who is signed in, and the way out, on every signed-in portal page. */
export function PortalBar() {
  const theme = useTheme();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (session.status !== 'authenticated') return null;
  return (
    <div
      css={{
        borderBottom: `1px solid ${theme.colors.palette.neutral.onPage}`,
        background: theme.colors.secondary,
      }}
    >
      <div
        css={{
          maxWidth: '72rem',
          margin: '0 auto',
          padding: `${theme.space.xs} 1.25rem`,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Link to={PORTAL} css={{ fontWeight: 700, color: theme.colors.text }}>
          Family Portal
        </Link>
        <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>Signed in as {session.user.name}</span>
          <Button
            size="sm"
            displayType="SECONDARY"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void signOut().then(() => {
                // In the same tick as the session clears, so the page being left never adds a return address.
                navigate(LOGIN_PATH, { replace: true });
                toast.success('You have signed out.');
              });
            }}
          >
            Sign out
          </Button>
        </div>
      </div>
    </div>
  );
}

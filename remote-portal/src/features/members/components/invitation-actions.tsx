import { useRef, useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import type { Member } from '@keepsake/shared/contract/case';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, Overlay, toast, useOverlay } from '@keepsake/shared/ui';
import { resendInvitation, revokeInvitation } from '../api/manage-invitation';

type Action = 'resend' | 'revoke';

const FAILED: Record<Action, string> = {
  resend: 'The invitation could not be sent again just now. Please try again.',
  revoke: 'The invitation could not be revoked just now. Please try again.',
};

// The API's own words for a refusal (its field message first), so "wait a minute" reads as it was meant.
const problemOf = (error: unknown, action: Action): string => fieldErrorsOf(error).email ?? messageOf(error, FAILED[action]);

/**
 * Resend and Revoke for one open (or expired) invitation on the members list (issue 24 §6). Revoking asks
 * first in a dialog; what the API answers is said in the row itself, next to the buttons that caused it
 * (and stays there once a revoked row has no buttons left).
 */
export function InvitationActions({ caseId, member }: { caseId: number; member: Member }) {
  const theme = useTheme();
  const dialogId = `revoke-invitation-${caseId}-${member.email}`;
  const confirm = useOverlay(dialogId);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // After a revoke the buttons go away; focus moves to what happened rather than to the page's start.
  const doneRef = useRef<HTMLParagraphElement>(null);
  const mutation = useMutation({
    mutationFn: (action: Action) => (action === 'resend' ? resendInvitation(caseId, member.email) : revokeInvitation(caseId, member.email)),
    // Refused too (already accepted, already withdrawn): the list shows where the invitation stands now.
    meta: { changes: [['case', caseId]], refreshWhenRefused: true },
  });

  const run = async (action: Action) => {
    setProblem(null);
    setDone(null);
    confirm.close();
    try {
      await mutation.mutateAsync(action);
      const said =
        action === 'resend'
          ? `A new invitation link was sent to ${member.email}. The old link no longer works.`
          : `The invitation to ${member.email} was revoked. Its link no longer works.`;
      setDone(said);
      if (action === 'revoke') requestAnimationFrame(() => doneRef.current?.focus());
      toast.success(action === 'resend' ? 'Invitation sent again' : 'Invitation revoked');
    } catch (error) {
      setProblem(problemOf(error, action));
    }
  };

  const busy = mutation.isPending;
  const open = member.status === 'INVITED' || member.status === 'EXPIRED';
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      {open ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          <Button size="sm" displayType="SECONDARY" disabled={busy} onClick={() => void run('resend')} aria-label={`Resend the invitation to ${member.name}`}>
            {busy && mutation.variables === 'resend' ? 'Sending…' : 'Resend'}
          </Button>
          <Button size="sm" displayType="SECONDARY" disabled={busy} onClick={confirm.open} aria-label={`Revoke the invitation to ${member.name}`}>
            Revoke
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" css={{ margin: 0, color: theme.colors.palette.error.onPage }}>
          {problem}
        </p>
      ) : null}
      <p role="status" ref={doneRef} tabIndex={-1} css={{ margin: 0 }}>
        {done}
      </p>
      <Overlay id={dialogId} title={`Revoke the invitation to ${member.name}?`} closeLabel="Keep the invitation">
        <p>The link we sent to {member.email} will stop working at once. You can invite them again later.</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          <Button onClick={() => void run('revoke')}>Revoke invitation</Button>
          <Button displayType="SECONDARY" onClick={confirm.close}>
            Keep it
          </Button>
        </div>
      </Overlay>
    </div>
  );
}

import { useState } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { contractChangesQuery, openRevision } from '../../api/sign-in-person';

/**
 * Changes after signing (issue 39 point 4). A signed statement never changes: to change the arrangement the
 * director opens a new revision of the contract (the signed one is kept as signed), then the purchaser signs the
 * revision, at the table or in the portal. While a revision is open, what it changes is listed line by line.
 */
export function RevisionPanel({ caseId, arrangement }: { caseId: number; arrangement: Arrangement }) {
  const theme = useTheme();
  const [confirming, setConfirming] = useState(false);
  const changes = useQuery(contractChangesQuery(caseId));
  const open = useMutation({
    mutationFn: () => openRevision(caseId),
    meta: { changes: [['case', caseId]] },
    onSuccess: (contract) => {
      setConfirming(false);
      toast.success({ title: `Revision ${contract.revision} is open. Make the changes, then the purchaser signs it.` });
    },
    onError: (error) => toast.error({ title: messageOf(error, 'The revision could not be opened just now. Please try again.') }),
  });
  const data = changes.data;
  return (
    <section aria-labelledby="revision-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="revision-heading" css={{ margin: 0 }}>
        {data ? `Contract revision ${data.revision}` : 'Contract revision'}
      </h3>
      {arrangement.readOnly ? (
        <>
          <p css={{ margin: 0 }}>This statement is signed and never changes. To change the arrangement, open a new revision: the purchaser then signs it.</p>
          {confirming ? (
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
              <Button size="sm" disabled={open.isPending} onClick={() => open.mutate()}>
                {open.isPending ? 'Opening…' : `Open revision ${(data?.revision ?? 1) + 1}`}
              </Button>
              <Button size="sm" displayType="SECONDARY" disabled={open.isPending} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          ) : (
            <div>
              <Button size="sm" displayType="SECONDARY" onClick={() => setConfirming(true)}>
                Change the signed arrangement
              </Button>
            </div>
          )}
        </>
      ) : null}
      {data && data.comparedWith !== null ? (
        <>
          <h4 css={{ margin: 0 }}>What changed since revision {data.comparedWith}</h4>
          {data.changes.length === 0 ? (
            <p css={{ margin: 0 }}>Nothing has changed yet.</p>
          ) : (
            <ul css={{ margin: 0 }}>
              {data.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

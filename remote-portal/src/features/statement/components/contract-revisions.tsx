import { useState } from 'react';
import type { Contract } from '@keepsake/shared/contract/arrangement';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { formatDate } from '@keepsake/shared/time';
import { Button, toast, useHomeTimeZone } from '@keepsake/shared/ui';
import { Alert, cardCss, Money } from '../../../components/arrangement-frame';
import { messageOf } from '@keepsake/shared/api-client';
import { contractChangesQuery, contractRevisionsQuery } from '../api/get-contract-revisions';
import { openContractRevision } from '../api/open-contract-revision';
import { DownloadPdfLink } from './download-pdf-link';

/** The family is told when the funeral home reopened a signed contract, and that it needs signing again. */
export function RevisionNotice({ contract }: { contract: Contract }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  if (contract.revision < 2 || contract.status === 'SIGNED' || !contract.revisionOpenedAt) return null;
  return (
    <p css={{ ...cardCss(theme), background: theme.colors.secondary }}>
      The funeral home opened revision {contract.revision} of this contract on {formatDate(contract.revisionOpenedAt, timeZone)}. You can change the
      arrangements again; then review, finish and sign this revision. The statement signed before stays on file below.
    </p>
  );
}

/** Issue 39 point 4: what this revision changes from the signed one, line by line, before the family signs it. */
export function RevisionChanges({ caseId, revision }: { caseId: number; revision: number }) {
  const theme = useTheme();
  const changes = useQuery({ ...contractChangesQuery(caseId), enabled: revision > 1 });
  if (revision < 2 || !changes.data || changes.data.comparedWith === null) return null;
  return (
    <section aria-labelledby="revision-changes" css={cardCss(theme)}>
      <h2 id="revision-changes" css={{ fontSize: fontSizes.lg, marginTop: 0 }}>
        What changed since revision {changes.data.comparedWith}
      </h2>
      {changes.data.changes.length === 0 ? (
        <p css={{ marginBottom: 0 }}>Nothing has changed yet.</p>
      ) : (
        <ul css={{ lineHeight: 1.7, paddingLeft: theme.space.lg, marginBottom: 0 }}>
          {changes.data.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Statements signed before a revision, as they were signed, each with its PDF. */
export function EarlierRevisions({ caseId }: { caseId: number }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const revisions = useQuery(contractRevisionsQuery(caseId));
  const items = revisions.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="earlier-revisions" className="no-print">
      <h2 id="earlier-revisions" css={{ fontSize: fontSizes.lg }}>
        Earlier signed statements
      </h2>
      <ul css={{ lineHeight: 1.7, paddingLeft: theme.space.lg }}>
        {items.map((item) => (
          <li key={item.revision}>
            Revision {item.revision}, signed by {item.signedName ?? 'the family'} on {formatDate(item.signedAt, timeZone)}, total{' '}
            <Money cents={item.totalCents} />. <DownloadPdfLink caseId={caseId} revision={item.revision} label={`Download revision ${item.revision} (PDF)`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Staff only (the API refuses anyone else): reopen a signed contract as a new revision. Two steps, since
 * the family will have to sign again.
 */
export function OpenRevision({ caseId, revision }: { caseId: number; revision: number }) {
  const theme = useTheme();
  const [confirming, setConfirming] = useState(false);
  const open = useMutation({
    mutationFn: () => openContractRevision(caseId),
    meta: { changes: [['case', caseId]] },
    onSuccess: (contract) => {
      setConfirming(false);
      toast.success(`Revision ${contract.revision} is open. The family can change the arrangements and sign again.`);
    },
  });
  return (
    <section aria-labelledby="open-revision" className="no-print" css={cardCss(theme)}>
      <h2 id="open-revision" css={{ fontSize: fontSizes.lg, marginTop: 0 }}>
        Funeral home: revise this contract
      </h2>
      {open.isError ? <Alert>{messageOf(open.error, 'The revision could not be opened just now. Please try again.')}</Alert> : null}
      {confirming ? (
        <>
          <p>Open revision {revision + 1}? The signed statement is kept as it is; the family can change the arrangements and must sign the new revision.</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
            <Button displayType="PRIMARY" size="sm" disabled={open.isPending} onClick={() => open.mutate()}>
              {open.isPending ? 'Opening…' : `Open revision ${revision + 1}`}
            </Button>
            <Button displayType="SECONDARY" size="sm" disabled={open.isPending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <Button displayType="SECONDARY" size="sm" onClick={() => setConfirming(true)}>
          Open a new revision
        </Button>
      )}
    </section>
  );
}

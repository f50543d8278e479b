import { useState } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Overlay, useHomeTimeZone } from '@keepsake/shared/ui';
import { useQuery } from '@keepsake/shared/query';
import { publicationsQuery } from '../api/get-publications';
import { useRollback } from '../hooks/use-rollback';
import { mutedText, toolButton } from './editor-styles';

export const HISTORY_DIALOG = 'studio-history';

/** Past publishes; the latest one still live can be rolled back (the live site returns to before it). */
export function HistoryDialog({ open, onRolledBack }: { open: boolean; onRolledBack: () => void }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const publications = useQuery({ ...publicationsQuery, enabled: open });
  const rollback = useRollback(onRolledBack);
  const latestLive = publications.data?.find((p) => p.rolledBackAt === null);
  // Rolling back changes what visitors see at once: it asks first (issue 26).
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <Overlay id={HISTORY_DIALOG} title="Publish history">
      <div css={{ marginTop: theme.space.sm }}>
        {rollback.error ? (
          <p role="alert" css={{ color: theme.colors.palette.error.onPage, fontWeight: 600 }}>
            {rollback.error}
          </p>
        ) : null}
        {publications.isPending ? <p>Loading…</p> : null}
        {publications.data?.length === 0 ? <p>Nothing has been published from the studio yet.</p> : null}
        <ul
          css={{
            listStyle: 'none',
            margin: `0 0 ${theme.space.md}`,
            padding: 0,
            display: 'grid',
            gap: theme.space.xs,
            maxHeight: '20rem',
            overflow: 'auto',
          }}
        >
          {publications.data?.map((publication) => (
            <li key={publication.id} css={{ display: 'grid', gap: theme.space.xxs }}>
              <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
                <span>
                  {formatDateTime(publication.publishedAt, timeZone, { short: true })} by {publication.publishedBy}
                  {publication.rolledBackAt ? <span css={{ color: theme.colors.palette.neutral.onPage }}> · rolled back</span> : null}
                </span>
                {publication === latestLive && confirming !== publication.id ? (
                  <button type="button" css={toolButton(theme)} disabled={rollback.isPending} onClick={() => setConfirming(publication.id)}>
                    Roll back
                  </button>
                ) : null}
                {publication === latestLive && confirming === publication.id ? (
                  <span role="group" aria-label="Confirm the rollback" css={{ display: 'flex', gap: theme.space.xxs, alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>Visitors will see the website as it was before this publish.</span>
                    <button
                      type="button"
                      css={toolButton(theme)}
                      disabled={rollback.isPending}
                      onClick={() => {
                        setConfirming(null);
                        rollback.mutate(publication.id);
                      }}
                    >
                      Yes, roll back
                    </button>
                    <button type="button" css={toolButton(theme)} onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </span>
                ) : null}
              </div>
              <PublicationChanges changes={publication.changes} />
            </li>
          ))}
        </ul>
        <p css={mutedText(theme)}>Rolling back puts the live website back to how it was before that publish. Your draft stays as it is.</p>
      </div>
    </Overlay>
  );
}

/** Issue 40.3: what a publish changed, the lines its publish dialog showed. */
function PublicationChanges({ changes }: { changes: string[] }) {
  const theme = useTheme();
  if (changes.length === 0) return <span css={mutedText(theme)}>No change visitors could see.</span>;
  return (
    <details>
      <summary css={{ cursor: 'pointer' }}>What changed ({changes.length})</summary>
      <ul css={{ margin: `${theme.space.xxs} 0 0`, paddingInlineStart: '1.25rem' }}>
        {changes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

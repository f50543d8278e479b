import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { ApiError } from '@keepsake/shared/api-client';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { getPublications, rollbackPublication } from '../api/builder-api';
import { buttonCss, DANGER, dialogCss, MUTED } from './studio-styles';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Past publishes; the latest one still live can be rolled back (the live site returns to before it). */
export function HistoryDialog({ open, onClose, onRolledBack }: { open: boolean; onClose: () => void; onRolledBack: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const publications = useQuery({ queryKey: ['builder', 'publications'], queryFn: getPublications, enabled: open, staleTime: 0 });
  const rollback = useMutation({
    mutationFn: rollbackPublication,
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: ['builder', 'publications'] });
      onRolledBack();
    },
    onError: (cause) => setError(cause instanceof ApiError ? cause.message : 'The studio could not reach the server. Please try again.'),
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const latestLive = publications.data?.find((p) => p.rolledBackAt === null);
  return (
    <dialog ref={ref} aria-labelledby="studio-history-title" onClose={onClose} css={dialogCss}>
      <h2 id="studio-history-title">Publish history</h2>
      {error ? (
        <p
          role="alert"
          css={css`
            color: ${DANGER};
          `}
        >
          {error}
        </p>
      ) : null}
      {publications.isPending ? <p>Loading…</p> : null}
      {publications.data?.length === 0 ? <p>Nothing has been published from the studio yet.</p> : null}
      <ul
        css={css`
          list-style: none;
          margin: 0 0 1rem;
          padding: 0;
          display: grid;
          gap: 0.5rem;
          max-height: 20rem;
          overflow: auto;
        `}
      >
        {publications.data?.map((publication) => (
          <li
            key={publication.id}
            css={css`
              display: flex;
              gap: 0.75rem;
              align-items: center;
              justify-content: space-between;
            `}
          >
            <span>
              {when(publication.publishedAt)} by {publication.publishedBy}
              {publication.rolledBackAt ? (
                <span
                  css={css`
                    color: ${MUTED};
                  `}
                >
                  {' '}
                  · rolled back
                </span>
              ) : null}
            </span>
            {publication === latestLive ? (
              <button type="button" css={buttonCss} disabled={rollback.isPending} onClick={() => rollback.mutate(publication.id)}>
                Roll back
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p
        css={css`
          margin: 0 0 1rem;
          color: ${MUTED};
          font-size: 0.875rem;
        `}
      >
        Rolling back puts the live website back to how it was before that publish. Your draft stays as it is.
      </p>
      <button type="button" css={buttonCss} onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { buttonCss, dialogCss, primaryButtonCss } from './studio-styles';

/** Publish asks first, naming what changes on the live website. */
export function PublishDialog({
  open,
  changes,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  changes: string[] | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby="studio-publish-title" onClose={onClose} css={dialogCss}>
      <h2 id="studio-publish-title">Publish to the live website?</h2>
      {changes === null ? (
        <p>Comparing the draft with the live website…</p>
      ) : changes.length === 0 ? (
        <p>The draft is the same as the live website: publishing changes nothing visitors see.</p>
      ) : (
        <>
          <p
            css={css`
              margin: 0 0 0.5rem;
            `}
          >
            Visitors will see these changes at once:
          </p>
          <ul
            css={css`
              margin: 0 0 1rem;
              padding-inline-start: 1.25rem;
              max-height: 16rem;
              overflow: auto;
            `}
          >
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <div
        css={css`
          display: flex;
          gap: 0.5rem;
          justify-content: flex-end;
        `}
      >
        <button type="button" css={buttonCss} onClick={onClose}>
          Cancel
        </button>
        <button type="button" css={primaryButtonCss} disabled={busy || changes === null} onClick={onConfirm}>
          {busy ? 'Publishing…' : 'Publish now'}
        </button>
      </div>
    </dialog>
  );
}

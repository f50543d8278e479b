import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { MODULE_TYPES, type ModuleType } from '@keepsake/shared/contract';
import { MODULE_LABELS } from '../../../lib/module-labels';
import { buttonCss, dialogCss } from './studio-styles';

/** The insert picker: the eleven module types. `open` says where the new module goes. */
export function InsertPicker({
  open,
  placement,
  onPick,
  onClose,
}: {
  open: boolean;
  placement: string;
  onPick: (type: ModuleType) => void;
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
    <dialog ref={ref} aria-labelledby="studio-insert-title" onClose={onClose} css={dialogCss}>
      <h2 id="studio-insert-title">Add a module</h2>
      <p
        css={css`
          margin: 0 0 0.75rem;
        `}
      >
        {placement}
      </p>
      <ul
        css={css`
          list-style: none;
          margin: 0 0 1rem;
          padding: 0;
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
          gap: 0.5rem;
        `}
      >
        {MODULE_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              css={[
                buttonCss,
                css`
                  width: 100%;
                `,
              ]}
              onClick={() => onPick(type)}
            >
              {MODULE_LABELS[type]}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" css={buttonCss} onClick={onClose}>
        Cancel
      </button>
    </dialog>
  );
}

import type { ReactNode } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { barStyles } from '../../../components/bar-styles';
import type { Notice } from '../state/notice';
import { toolButton } from './editor-styles';

/**
 * The editor's bar: preview width, undo/redo, whether the draft is saved, Save draft, Publish and the
 * publish history; under it the notice line (with "Undo delete" after a delete).
 */
export function DraftBar({
  widths,
  presence,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  dirty,
  busy,
  onSave,
  onPublish,
  onHistory,
  notice,
  onUndoDelete,
}: {
  widths: ReactNode;
  /** Who else is in the draft (presence-note.tsx). */
  presence?: ReactNode;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  dirty: boolean;
  busy: 'save' | 'publish' | null;
  onSave: () => void;
  onPublish: () => void;
  onHistory: () => void;
  notice: Notice;
  onUndoDelete: () => void;
}) {
  const theme = useTheme();
  const tool = toolButton(theme);
  const muted = theme.colors.palette.neutral.onPage;
  return (
    <div css={{ gridArea: 'top', ...barStyles(theme) }}>
      {widths}
      <div role="group" aria-label="History" css={{ display: 'flex', gap: theme.space.xxs }}>
        <button type="button" css={tool} disabled={!canUndo} onClick={onUndo}>
          Undo
        </button>
        <button type="button" css={tool} disabled={!canRedo} onClick={onRedo}>
          Redo
        </button>
      </div>
      <p role="status" css={{ margin: '0 0 0 auto', color: dirty ? theme.colors.text : muted, fontWeight: dirty ? 600 : 400 }}>
        {dirty ? 'Unsaved changes' : 'All changes saved'}
      </p>
      <button type="button" css={tool} disabled={!dirty || busy !== null} onClick={onSave}>
        {busy === 'save' ? 'Saving…' : 'Save draft'}
      </button>
      <Button size="sm" disabled={busy !== null} onClick={onPublish}>
        Publish
      </Button>
      <button type="button" css={tool} onClick={onHistory}>
        History
      </button>
      <div css={{ flexBasis: '100%', display: 'flex', gap: theme.space.xs, alignItems: 'center' }}>
        <p
          role={notice?.kind === 'error' ? 'alert' : 'status'}
          css={{ margin: 0, color: notice?.kind === 'error' ? theme.colors.palette.error.onPage : 'inherit' }}
        >
          {notice?.text ?? ''}
        </p>
        {notice?.undo ? (
          <button type="button" css={toolButton(theme, 'xs')} onClick={onUndoDelete}>
            Undo delete
          </button>
        ) : null}
        <div css={{ marginInlineStart: 'auto' }}>{presence}</div>
      </div>
    </div>
  );
}

import { useTheme } from '@keepsake/shared/theme';
import { Button, Overlay } from '@keepsake/shared/ui';

export const PUBLISH_DIALOG = 'studio-publish';

/** Publish asks first, naming what changes on the live website (`changes` is null while it compares). */
export function PublishDialog({
  changes,
  busy,
  onConfirm,
  onCancel,
}: {
  changes: string[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const theme = useTheme();
  return (
    <Overlay id={PUBLISH_DIALOG} title="Publish to the live website?">
      <div css={{ margin: `${theme.space.sm} 0 ${theme.space.md}` }}>
        {changes === null ? (
          <p css={{ margin: 0 }}>Comparing the draft with the live website…</p>
        ) : changes.length === 0 ? (
          <p css={{ margin: 0 }}>The draft is the same as the live website: publishing changes nothing visitors see.</p>
        ) : (
          <>
            <p css={{ margin: `0 0 ${theme.space.xs}` }}>Visitors will see these changes at once:</p>
            <ul css={{ margin: 0, paddingInlineStart: '1.25rem', maxHeight: '16rem', overflow: 'auto' }}>
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, justifyContent: 'flex-end' }}>
        <Button displayType="SECONDARY" color="neutral" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" disabled={busy || changes === null} onClick={onConfirm}>
          {busy ? 'Publishing…' : 'Publish now'}
        </Button>
      </div>
    </Overlay>
  );
}

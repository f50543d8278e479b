import { undescribedImageLine, type UndescribedImage } from '@keepsake/shared/rules';
import { useTheme } from '@keepsake/shared/theme';
import { Button, Overlay } from '@keepsake/shared/ui';

export const PUBLISH_DIALOG = 'studio-publish';

export const DESCRIBE_FIRST = 'Describe these pictures for people who cannot see them, or mark them as decorative, before publishing:';

/**
 * Publish asks first, naming what changes on the live website (`changes` is null while it compares). Issue
 * 42: while a picture needs a description, it names each one with a link to its field and does not publish.
 */
export function PublishDialog({
  changes,
  undescribed,
  busy,
  onConfirm,
  onCancel,
  onOpenImage,
}: {
  changes: string[] | null;
  undescribed: UndescribedImage[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onOpenImage: (image: UndescribedImage) => void;
}) {
  const theme = useTheme();
  const blocked = undescribed.length > 0;
  return (
    <Overlay id={PUBLISH_DIALOG} title="Publish to the live website?">
      <div css={{ margin: `${theme.space.sm} 0 ${theme.space.md}`, display: 'grid', gap: theme.space.sm }}>
        {blocked ? (
          <div role="alert">
            <p css={{ margin: `0 0 ${theme.space.xs}`, fontWeight: 600, color: theme.colors.palette.error.onPage }}>{DESCRIBE_FIRST}</p>
            <ul css={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {undescribed.map((image) => (
                <li key={`${image.pagePath}|${image.moduleId ?? ''}|${image.field.join('.')}`}>
                  <a
                    href={`#${image.field.join('.')}`}
                    css={{ color: 'inherit' }}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpenImage(image);
                    }}
                  >
                    {undescribedImageLine(image)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {changes === null ? (
          <p css={{ margin: 0 }}>Comparing the draft with the live website…</p>
        ) : changes.length === 0 ? (
          <p css={{ margin: 0 }}>The draft is the same as the live website: publishing changes nothing visitors see.</p>
        ) : (
          <div>
            <p css={{ margin: `0 0 ${theme.space.xs}` }}>
              {blocked ? 'Once published, visitors will see these changes:' : 'Visitors will see these changes at once:'}
            </p>
            <ul css={{ margin: 0, paddingInlineStart: '1.25rem', maxHeight: '16rem', overflow: 'auto' }}>
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, justifyContent: 'flex-end' }}>
        <Button displayType="SECONDARY" color="neutral" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" disabled={busy || changes === null || blocked} onClick={onConfirm}>
          {busy ? 'Publishing…' : 'Publish now'}
        </Button>
      </div>
    </Overlay>
  );
}

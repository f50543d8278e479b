import { Overlay, useOverlay } from '@keepsake/shared/ui';
import { useTheme } from '@keepsake/shared/theme';

/**
 * A visitor's photo on a memory, reviewed with its words (issue 15 §5): a thumbnail that opens the photo
 * larger, so a family hides a memory knowing what picture goes with it.
 */
export function MemoryPhoto({ memoryId, authorName, url }: { memoryId: number; authorName: string; url: string }) {
  const theme = useTheme();
  const viewer = useOverlay(`wall-photo-${memoryId}`);
  const alt = `Photo added by ${authorName}`;
  return (
    <>
      <button
        type="button"
        onClick={viewer.open}
        aria-label={`Open the photo from ${authorName} larger`}
        css={{
          justifySelf: 'start',
          padding: 0,
          border: `1px solid ${theme.colors.palette.neutral.onPage}`,
          borderRadius: theme.radii.card,
          background: 'none',
          cursor: 'zoom-in',
          overflow: 'hidden',
          lineHeight: 0,
        }}
      >
        <img src={url} alt={alt} loading="lazy" css={{ display: 'block', width: 160, height: 120, objectFit: 'cover' }} />
      </button>
      <Overlay id={`wall-photo-${memoryId}`} title={alt} closeLabel="Close the photo">
        <img src={url} alt={alt} css={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' }} />
      </Overlay>
    </>
  );
}

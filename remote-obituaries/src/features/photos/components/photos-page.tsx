import { useRef, useState } from 'react';
import { usePageData } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle, useOverlay } from '@keepsake/shared/ui';
import { useObituary } from '../../../hooks/use-obituary';
import { photosQuery } from '../../../api/get-photos';
import { PhotoViewer } from './photo-viewer';
import { srcSetOf } from '../../../lib/src-set';

/** /photos: a gallery of thumbnails; each opens the full-screen viewer. */
export function PhotosPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const { items } = usePageData(photosQuery(obituary.id));
  const viewer = useOverlay('photo-viewer', { destroyOnClose: true });
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  useDocumentTitle(`Photos of ${obituary.fullName}`, `Photos remembering ${obituary.fullName}.`);

  const show = (index: number) => {
    setCurrent(index);
    viewer.open();
  };
  // Focus goes back to the photo the viewer ended on (not the one it opened on), so a keyboard user keeps their place.
  const returnFocus = () => requestAnimationFrame(() => thumbs.current[current]?.focus());

  return (
    <PageContainer wide>
      <h2 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, marginTop: 0 }}>Photos</h2>
      {items.length === 0 ? <p>The family has not shared photos yet.</p> : null}
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
        }}
      >
        {items.map((photo, index) => (
          <li key={photo.id}>
            <figure css={{ margin: 0 }}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                onClick={() => show(index)}
                aria-label={`View photo ${index + 1} of ${items.length}: ${photo.alt || photo.caption}`}
                css={{
                  display: 'block',
                  width: '100%',
                  padding: 0,
                  border: 0,
                  borderRadius: theme.radii.card,
                  overflow: 'hidden',
                  cursor: 'zoom-in',
                  background: theme.colors.secondary,
                  '&:focus-visible': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
                  '& img': { transition: 'transform 300ms ease' },
                  '&:hover img': { transform: 'scale(1.03)' },
                  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' }, '&:hover img': { transform: 'none' } },
                }}
              >
                <img
                  src={photo.url}
                  srcSet={srcSetOf(photo.sizes)}
                  // One column on a phone; from 32rem the grid's cells are at most about 24rem wide.
                  sizes="(min-width: 32rem) 24rem, 100vw"
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  loading={index < 6 ? 'eager' : 'lazy'}
                  decoding="async"
                  css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${photo.width} / ${photo.height}`, objectFit: 'cover' }}
                />
              </button>
              {photo.caption ? <figcaption css={{ marginTop: theme.space.xs, fontSize: fontSizes.md }}>{photo.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {viewer.isOpen ? <PhotoViewer id="photo-viewer" photos={items} index={current} onIndexChange={setCurrent} onClose={returnFocus} /> : null}
    </PageContainer>
  );
}

import { useRef, type Ref } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { useFitScale } from '../hooks/use-fit-scale';

/**
 * The site itself, in preview mode, at the chosen width: the bridge inside talks to the editor (ADR 070).
 * A width wider than the space (the desktop's 1280 px) is drawn at that width and scaled down to fit, so
 * the page lays out as it does on that screen.
 */
export function SiteFrame({
  frameRef,
  origin,
  path,
  title,
  width,
}: {
  frameRef: Ref<HTMLIFrameElement>;
  origin: string;
  path: string;
  title: string;
  width: number;
}) {
  const theme = useTheme();
  const mainRef = useRef<HTMLElement>(null);
  const scale = useFitScale(mainRef, width);
  return (
    <main
      ref={mainRef}
      css={{
        gridArea: 'frame',
        overflow: 'auto',
        padding: theme.space.md,
        display: 'grid',
        justifyItems: 'center',
        // The frame sits on a faint wash of the text colour, so the page's own edges show.
        background: `linear-gradient(${theme.colors.secondary}, ${theme.colors.secondary}), ${theme.colors.background}`,
      }}
    >
      <div css={{ width: width * scale, height: '100%', minHeight: '32rem', overflow: 'hidden' }}>
        <iframe
          ref={frameRef}
          // A new page is a new document: the frame loads afresh and shakes hands again.
          key={path}
          title={title}
          src={`${origin}${path}?preview=true`}
          css={{
            width,
            height: `${100 / scale}%`,
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: '0 0',
            border: `1px solid ${theme.colors.palette.neutral.onPage}`,
            borderRadius: theme.radii.card,
            background: theme.colors.background,
            display: 'block',
          }}
        />
      </div>
    </main>
  );
}

import type { Ref } from 'react';
import { useTheme } from '@keepsake/shared/theme';

/** The site itself, in preview mode, at the chosen width: the bridge inside talks to the editor (ADR 070). */
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
  width: string;
}) {
  const theme = useTheme();
  return (
    <main
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
      <iframe
        ref={frameRef}
        // A new page is a new document: the frame loads afresh and shakes hands again.
        key={path}
        title={title}
        src={`${origin}${path}?preview=true`}
        css={{
          width,
          maxWidth: '100%',
          height: '100%',
          minHeight: '32rem',
          border: `1px solid ${theme.colors.palette.neutral.onPage}`,
          borderRadius: theme.radii.card,
          background: theme.colors.background,
        }}
      />
    </main>
  );
}

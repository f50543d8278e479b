import { css } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { pageWidth } from './parts/page-width';
import { ResponsiveImage } from './parts/responsive-image';
import type { ModuleProps } from './module-props';

// One image or video with its caption; the space is reserved from its size before it loads.
export function MediaModule({ module }: ModuleProps<'media'>) {
  const theme = useTheme();
  const { media } = module;
  return (
    <div data-module-type="media" data-module-id={module.id} css={[pageWidth, css({ paddingBlock: 'clamp(1.5rem, 4vw, 2.5rem)' })]}>
      <figure css={{ margin: 0, maxWidth: '56rem' }}>
        {media.kind === 'image' ? (
          <ResponsiveImage image={media} radius={theme.radii.card} />
        ) : (
          <video
            controls
            preload="metadata"
            aria-label={media.title}
            width={media.width}
            height={media.height}
            poster={media.poster}
            css={css`
              display: block;
              width: 100%;
              height: auto;
              aspect-ratio: ${media.width} / ${media.height};
              border-radius: ${theme.radii.card};
              background: #000;
            `}
          >
            <source src={media.src} />
            {media.captionsSrc ? <track kind="captions" src={media.captionsSrc} srcLang="en" label="English" default /> : null}
          </video>
        )}
        {module.caption ? <figcaption css={{ marginTop: theme.space.sm, fontSize: fontSizes.md, fontStyle: 'italic' }}>{module.caption}</figcaption> : null}
      </figure>
    </div>
  );
}

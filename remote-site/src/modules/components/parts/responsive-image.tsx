import { css } from '@emotion/react';
import type { ModuleImage } from '@keepsake/shared/contract/website';
import { renderedAlt } from '@keepsake/shared/rules';

interface ResponsiveImageProps {
  image: ModuleImage;
  // Fill the parent box (which reserves the space) instead of keeping the image's own ratio.
  cover?: boolean;
  radius?: string;
  priority?: boolean;
  className?: string;
}

// The alt is the picture's description, or "" when it is marked decorative (issue 42: never a guess).
// Width, height and aspect-ratio reserve the image's space before it loads (no layout shift).
export function ResponsiveImage({ image, cover = false, radius = '0', priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={renderedAlt(image)}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      css={css`
        display: block;
        width: 100%;
        height: ${cover ? '100%' : 'auto'};
        aspect-ratio: ${image.width} / ${image.height};
        object-fit: cover;
        border-radius: ${radius};
        background: rgba(0, 0, 0, 0.04);
      `}
    />
  );
}

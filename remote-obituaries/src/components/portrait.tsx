import type { ImageSize } from '@keepsake/shared/contract/obituary';
import { useTheme } from '@keepsake/shared/theme';
import { srcSetOf } from '../lib/src-set';

interface PortraitProps {
  url: string | null;
  alt: string;
  name: string;
  width: number;
  /** The sizes the portrait is stored in (srcset). */
  stored?: readonly ImageSize[];
  priority?: boolean;
}

/** A 4:5 portrait with its box reserved before it loads; initials on a soft tint when there is none. */
export function Portrait({ url, alt, name, width, stored, priority = false }: PortraitProps) {
  const theme = useTheme();
  const height = Math.round((width * 5) / 4);
  const box = { width: '100%', maxWidth: width, aspectRatio: '4 / 5', borderRadius: theme.radii.card, display: 'block' } as const;
  if (!url) {
    const initials = name
      .split(/\s+/)
      .filter((_, index, words) => index === 0 || index === words.length - 1)
      .map((word) => word[0])
      .join('');
    return (
      <div
        aria-hidden="true"
        css={{
          ...box,
          display: 'grid',
          placeItems: 'center',
          background: theme.colors.secondary,
          fontFamily: theme.fonts.heading,
          fontSize: width / 3.5,
          color: theme.colors.text,
        }}
      >
        {initials}
      </div>
    );
  }
  return (
    <img
      src={url}
      srcSet={srcSetOf(stored)}
      sizes={stored && stored.length > 1 ? `${width}px` : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      css={{ ...box, height: 'auto', objectFit: 'cover', background: theme.colors.secondary }}
    />
  );
}

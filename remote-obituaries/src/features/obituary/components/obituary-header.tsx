import type { MemorialTheme } from '@keepsake/shared/contract/case';
import type { Obituary } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { lifeDates } from '@keepsake/shared/time';
import { Portrait } from '../../../components/portrait';

/**
 * The darkest a picture may show through behind the header's white text. The family's scrim (0.45–0.85) is
 * kept when darker; below this, white over a white picture under the scrim would fall under 4.5:1 (WCAG AA
 * for the small lines): white under black at alpha a is (1 − a) in sRGB, and 4.5:1 against white needs a
 * relative luminance ≤ 0.183, i.e. 1 − a ≤ 0.465, so a ≥ 0.535.
 */
export const MIN_HEADER_SCRIM = 0.55;

export function headerScrim(theme: MemorialTheme): number {
  return Math.min(0.85, Math.max(MIN_HEADER_SCRIM, theme.scrim));
}

/**
 * The person: portrait, name and dates, on every page of their obituary, in the family's theme if chosen.
 * Full size on the obituary itself; `compact` on its sub-pages, so on a phone the photos, memories or shop
 * start on the first screen instead of below the same large portrait again.
 */
export function ObituaryHeader({ obituary, compact = false }: { obituary: Obituary; compact?: boolean }) {
  const theme = useTheme();
  const memorial = obituary.theme ?? null;
  const muted = memorial ? '#fff' : theme.colors.palette.neutral.onPage;
  return (
    <header
      data-obituary-header=""
      data-memorial-theme={memorial?.id}
      data-compact={compact ? '' : undefined}
      css={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        background: memorial ? '#222' : `linear-gradient(180deg, ${theme.colors.secondary}, transparent)`,
        color: memorial ? '#fff' : undefined,
        padding: compact ? '1rem 1.25rem' : '2.5rem 1.25rem 1.5rem',
      }}
    >
      {memorial ? (
        <>
          {/* The picture is decoration: an img (not a CSS url) so the address is never read as CSS. */}
          <img
            data-theme-picture=""
            src={memorial.imageUrl}
            alt=""
            aria-hidden="true"
            decoding="async"
            css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', zIndex: -2 }}
          />
          <div
            data-theme-scrim=""
            aria-hidden="true"
            css={{ position: 'absolute', inset: 0, background: `rgba(0, 0, 0, ${headerScrim(memorial)})`, zIndex: -1 }}
          />
        </>
      ) : null}
      <div
        css={
          compact
            ? {
                maxWidth: '56rem',
                margin: '0 auto',
                display: 'grid',
                gridTemplateColumns: '4rem 1fr',
                alignItems: 'center',
                gap: theme.space.md,
                [theme.mq.md]: { gridTemplateColumns: '5rem 1fr' },
              }
            : {
                maxWidth: '56rem',
                margin: '0 auto',
                display: 'grid',
                justifyItems: 'center',
                textAlign: 'center',
                gap: theme.space.md,
                [theme.mq.md]: { gridTemplateColumns: '12rem 1fr', justifyItems: 'start', textAlign: 'left', alignItems: 'center', gap: theme.space.xl },
              }
        }
      >
        <div css={compact ? { width: '4rem', [theme.mq.md]: { width: '5rem' } } : { width: '10rem', [theme.mq.md]: { width: '12rem' } }}>
          <Portrait
            url={obituary.portraitUrl}
            stored={obituary.portraitSizes}
            alt={obituary.portraitAlt}
            name={obituary.fullName}
            width={compact ? 80 : 192}
            priority
          />
        </div>
        <div>
          {compact ? null : (
            <p css={{ margin: '0 0 0.25rem', textTransform: 'uppercase', letterSpacing: '0.12em', fontSize: fontSizes.xs, color: muted }}>In loving memory</p>
          )}
          <h1
            css={{
              fontFamily: theme.fonts.heading,
              fontWeight: 500,
              fontSize: compact ? 'clamp(1.35rem, 4vw, 1.75rem)' : 'clamp(1.9rem, 5vw, 2.75rem)',
              lineHeight: 1.15,
              margin: compact ? '0 0 0.25rem' : '0 0 0.5rem',
              ...(memorial ? { color: '#fff', paddingBottom: '0.25rem', borderBottom: `2px solid ${memorial.accent}` } : {}),
            }}
          >
            {obituary.fullName}
          </h1>
          <p css={{ margin: 0, fontSize: compact ? fontSizes.md : fontSizes.lg }}>{lifeDates(obituary.birthDate, obituary.deathDate)}</p>
          {obituary.city && !compact ? <p css={{ margin: '0.25rem 0 0', color: muted }}>{obituary.city}</p> : null}
        </div>
      </div>
    </header>
  );
}

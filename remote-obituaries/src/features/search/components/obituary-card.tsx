import { Link } from 'react-router-dom';
import type { ObituarySummary } from '@keepsake/shared/contract/obituary';
import { obituaryPath } from '../../../lib/paths';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { lifeDates } from '@keepsake/shared/time';
import { Portrait } from '../../../components/portrait';

/** One person in the list: the whole card is one link, named by the person. */
export function ObituaryCard({ obituary }: { obituary: ObituarySummary }) {
  const theme = useTheme();
  return (
    <li css={{ listStyle: 'none' }}>
      <article
        css={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: '5.5rem 1fr',
          gap: theme.space.md,
          padding: theme.space.md,
          height: '100%',
          boxSizing: 'border-box',
          borderRadius: theme.radii.card,
          background: theme.colors.surface,
          boxShadow: '0 1px 2px rgba(0,0,0,0.06), 0 4px 16px rgba(0,0,0,0.04)',
          transition: 'box-shadow 150ms ease',
          '&:hover': { boxShadow: '0 2px 4px rgba(0,0,0,0.08), 0 8px 24px rgba(0,0,0,0.08)' },
          '&:focus-within': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
        }}
      >
        <Portrait url={obituary.portraitUrl} stored={obituary.portraitSizes} alt="" name={obituary.fullName} width={88} />
        <div css={{ minWidth: 0 }}>
          <h2 css={{ margin: '0 0 0.25rem', fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, lineHeight: 1.3, fontWeight: 600 }}>
            <Link
              to={obituaryPath(obituary)}
              css={{
                color: theme.colors.text,
                textDecoration: 'none',
                // The whole card is the link's click target; the name stays the accessible name.
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.card },
                '&:focus-visible': { outline: 'none' },
                '&:hover': { textDecoration: 'underline' },
              }}
            >
              {obituary.fullName}
            </Link>
          </h2>
          <p css={{ margin: 0, color: theme.colors.palette.neutral.onPage, fontSize: fontSizes.md }}>
            {lifeDates(obituary.birthDate, obituary.deathDate)}
            {obituary.city ? ` · ${obituary.city}` : ''}
          </p>
          <p
            css={{
              margin: '0.5rem 0 0',
              fontSize: fontSizes.md,
              lineHeight: 1.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {obituary.excerpt}
          </p>
        </div>
      </article>
    </li>
  );
}

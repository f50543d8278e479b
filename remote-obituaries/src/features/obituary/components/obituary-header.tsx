import type { Obituary } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { lifeDates } from '../../../lib/format';
import { Portrait } from '../../../components/portrait';

/** The person: portrait, name and dates, on every page of their obituary. */
export function ObituaryHeader({ obituary }: { obituary: Obituary }) {
  const theme = useTheme();
  return (
    <header
      data-obituary-header=""
      css={{
        background: `linear-gradient(180deg, ${theme.colors.secondary}, transparent)`,
        padding: '2.5rem 1.25rem 1.5rem',
      }}
    >
      <div
        css={{
          maxWidth: '56rem',
          margin: '0 auto',
          display: 'grid',
          justifyItems: 'center',
          textAlign: 'center',
          gap: theme.space.md,
          [theme.mq.md]: { gridTemplateColumns: '12rem 1fr', justifyItems: 'start', textAlign: 'left', alignItems: 'center', gap: theme.space.xl },
        }}
      >
        <div css={{ width: '10rem', [theme.mq.md]: { width: '12rem' } }}>
          <Portrait url={obituary.portraitUrl} alt={obituary.portraitAlt} name={obituary.fullName} width={192} priority />
        </div>
        <div>
          <p
            css={{ margin: '0 0 0.25rem', textTransform: 'uppercase', letterSpacing: '0.12em', fontSize: '0.8rem', color: theme.colors.palette.neutral.onPage }}
          >
            In loving memory
          </p>
          <h1 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: 'clamp(1.9rem, 5vw, 2.75rem)', lineHeight: 1.15, margin: '0 0 0.5rem' }}>
            {obituary.fullName}
          </h1>
          <p css={{ margin: 0, fontSize: '1.1rem' }}>{lifeDates(obituary.birthDate, obituary.deathDate)}</p>
          {obituary.city ? <p css={{ margin: '0.25rem 0 0', color: theme.colors.palette.neutral.onPage }}>{obituary.city}</p> : null}
        </div>
      </div>
    </header>
  );
}

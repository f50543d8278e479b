import type { CaseSummary } from '@keepsake/shared/contract/case';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { lifeDates } from '@keepsake/shared/time';

/** The person the family is remembering: portrait, name, dates, the funeral home's chapel. */
export function PersonCard({ person, headingLevel = 'p' }: { person: CaseSummary; headingLevel?: 'p' | 'h2' }) {
  const theme = useTheme();
  const Name = headingLevel;
  return (
    <div css={{ display: 'flex', gap: theme.space.md, alignItems: 'center' }}>
      {person.portraitUrl ? (
        <img
          src={person.portraitUrl}
          alt={person.portraitAlt}
          width={88}
          height={88}
          css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none', background: theme.colors.secondary }}
        />
      ) : (
        <div aria-hidden="true" css={{ width: 88, height: 88, borderRadius: '50%', flex: 'none', background: theme.colors.secondary }} />
      )}
      <div>
        <Name css={{ margin: 0, fontWeight: 700, fontSize: fontSizes.xl, fontFamily: theme.fonts.heading }}>{person.fullName}</Name>
        <p css={{ margin: `${theme.space.xxs} 0 0` }}>{lifeDates(person.birthDate, person.deathDate)}</p>
        {person.location ? <p css={{ margin: `${theme.space.xxs} 0 0` }}>{person.location.name}</p> : null}
      </div>
    </div>
  );
}

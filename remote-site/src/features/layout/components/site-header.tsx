import { Link } from 'react-router-dom';
import type { RenderContext } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';

export function SiteHeader({ context }: { context: RenderContext }) {
  const theme = useTheme();
  const { company, navigation } = context;
  const headerEntries = navigation.filter((entry) => !entry.node.hiddenHeader);
  return (
    <header css={{ borderBottom: `1px solid ${theme.colors.secondary}`, background: theme.colors.background }}>
      <div css={{ maxWidth: '72rem', margin: '0 auto', padding: '0.75rem 1.25rem', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem', justifyContent: 'space-between' }}>
        <Link to="/" css={{ display: 'flex', alignItems: 'center', gap: '0.75rem', color: theme.colors.text, textDecoration: 'none' }}>
          {company.logoUrl ? <img src={company.logoUrl} alt="" width={44} height={44} /> : null}
          <span css={{ fontFamily: theme.fonts.heading, fontSize: '1.25rem', fontWeight: 700 }}>{company.name}</span>
        </Link>
        <a href={`tel:${company.phoneNumber.replace(/[^\d+]/g, '')}`} css={{ color: theme.colors.primary, fontWeight: 600 }}>
          <span className="visually-hidden">Call us: </span>
          {company.phoneNumber}
        </a>
        <nav aria-label="Main" css={{ width: '100%' }}>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1.25rem' }}>
            {headerEntries.map((entry) => (
              <li key={entry.id}>
                {entry.node.empty ? (
                  <span>{entry.node.label}</span>
                ) : (
                  <Link to={entry.node.to} css={{ color: theme.colors.text, display: 'inline-block', padding: '0.5rem 0' }}>
                    {entry.node.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

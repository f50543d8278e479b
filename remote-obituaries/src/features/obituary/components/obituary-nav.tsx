import { NavLink } from 'react-router-dom';
import type { Obituary } from '@keepsake/shared/contract/obituary';
import { obituaryPath } from '../../../lib/paths';
import { useTheme } from '@keepsake/shared/theme';

/**
 * The sub-pages. On a narrow screen the links wrap onto a second line rather than scroll sideways: a row
 * cut at the screen's edge hides that there is more (issue 15 §4), and every tab stays one tap away.
 */
export function ObituaryNav({ obituary }: { obituary: Obituary }) {
  const theme = useTheme();
  const flowersLabel = obituary.donation?.inLieuOfFlowers ? 'Tributes' : 'Send Flowers';
  const links = [
    { to: obituaryPath(obituary), label: 'Obituary', end: true },
    { to: obituaryPath(obituary, 'photos'), label: `Photos${obituary.photoCount ? ` (${obituary.photoCount})` : ''}`, end: true },
    { to: obituaryPath(obituary, 'memories'), label: `Memories${obituary.memoryCount ? ` (${obituary.memoryCount})` : ''}`, end: true },
    ...(obituary.photoCount > 0 ? [{ to: obituaryPath(obituary, 'memorial-video'), label: 'Memorial Video', end: true }] : []),
    { to: obituaryPath(obituary, 'shop'), label: flowersLabel, end: false },
  ];
  return (
    <nav aria-label={`Pages about ${obituary.fullName}`} css={{ borderBottom: `1px solid ${theme.colors.secondary}` }}>
      <ul
        css={{
          display: 'flex',
          gap: theme.space.xs,
          maxWidth: '56rem',
          margin: '0 auto',
          padding: '0 1.25rem',
          listStyle: 'none',
          flexWrap: 'wrap',
          rowGap: 0,
        }}
      >
        {links.map((link) => (
          <li key={link.to} css={{ flex: 'none' }}>
            <NavLink
              to={link.to}
              end={link.end}
              css={{
                display: 'block',
                padding: '0.7rem 0.75rem',
                color: theme.colors.text,
                textDecoration: 'none',
                borderBottom: '3px solid transparent',
                '&[aria-current="page"]': { borderBottomColor: theme.colors.accent, fontWeight: 600 },
                '&:hover': { borderBottomColor: theme.colors.secondary },
                '&:focus-visible': { outline: theme.focusRing.outline, outlineOffset: '-3px' },
              }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

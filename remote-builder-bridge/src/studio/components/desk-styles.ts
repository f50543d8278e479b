import type { KeepsakeTheme } from '@keepsake/shared/theme';

// The desk's pages (cases, inbox, team): a readable column under the studio's bar; tables scroll sideways on a
// phone. The one column is `minmax(0, 1fr)`: an implicit grid column grows to its widest child's min-content
// (a table's), which made the case page 525 px wide at 390 (issue 36.5); boxed, each table scrolls in its own.
export const deskPageStyles = (theme: KeepsakeTheme) => ({
  padding: theme.space.lg,
  maxWidth: '72rem',
  width: '100%',
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.md,
  alignContent: 'start',
});

export const tableStyles = (theme: KeepsakeTheme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  'th, td': { textAlign: 'start' as const, padding: theme.space.xs, borderBottom: `1px solid ${theme.colors.secondary}`, verticalAlign: 'top' as const },
});

export const linkStyles = (theme: KeepsakeTheme) => ({
  color: theme.colors.palette.primary.onPage,
  fontWeight: 600,
  '&:focus-visible': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
});

// Around a table: a narrow screen scrolls the table, not the page. `position: relative` keeps the visually hidden
// headers (absolutely positioned) inside the scrolling box; without it they widen the page.
export const tableScrollStyles = { overflowX: 'auto' as const, position: 'relative' as const };

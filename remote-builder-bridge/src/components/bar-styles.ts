import type { KeepsakeTheme } from '@keepsake/shared/theme';

/** A bar of the studio (its own bar, the editor's): one wrapping row on the page's ground, a line under it. */
export const barStyles = (theme: KeepsakeTheme) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${theme.space.xs} ${theme.space.md}`,
    padding: `${theme.space.xs} ${theme.space.md}`,
    background: theme.colors.background,
    borderBottom: `1px solid ${theme.colors.secondary}`,
  }) as const;

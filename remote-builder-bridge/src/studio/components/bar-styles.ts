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

/** A link of a studio navigation (the staff areas, the catalogue's pages): the current page marked by its ground. */
export const navLinkStyles = (theme: KeepsakeTheme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radii.button,
    color: theme.colors.palette.primary.onPage,
    fontWeight: 600,
    '&[aria-current="page"]': { background: theme.colors.secondary, color: theme.colors.text, textDecoration: 'none' },
    '&:focus-visible': { outline: theme.focusRing.outline, outlineOffset: theme.focusRing.offset },
  }) as const;

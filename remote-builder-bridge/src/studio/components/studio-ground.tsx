import type { ReactNode } from 'react';
import { useTheme } from '@keepsake/shared/theme';

/** The studio's own ground, whatever the funeral home's global styles (the shell's) say about the page. */
export function StudioGround({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={{
        minHeight: '100vh',
        background: theme.colors.background,
        color: theme.colors.text,
        fontFamily: theme.fonts.body,
        'h1, h2, h3': { fontFamily: theme.fonts.heading },
      }}
    >
      {children}
    </div>
  );
}

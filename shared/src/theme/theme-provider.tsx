import { ThemeProvider as EmotionThemeProvider, useTheme as useEmotionTheme } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import type { Design } from '@keepsake/shared/contract/website';
import { createTheme } from './create-theme';
import { defaultDesign } from './default-design';
import type { KeepsakeTheme } from './theme-types';

export interface ThemeProviderProps {
  // The site's design from the render context; null or absent uses the default design.
  design?: Design | null;
  children: ReactNode;
}

export function ThemeProvider({ design, children }: ThemeProviderProps) {
  const theme = useMemo(() => createTheme(design ?? defaultDesign), [design]);
  return <EmotionThemeProvider theme={theme}>{children}</EmotionThemeProvider>;
}

export function useTheme(): KeepsakeTheme {
  return useEmotionTheme();
}

import type {} from './emotion';

export { createTheme, CORNER_RADII, STATUS_COLORS } from './create-theme';
export { defaultDesign } from './default-design';
export { ThemeProvider, useTheme, type ThemeProviderProps } from './theme-provider';
export { GlobalStyles } from './global-styles';
export { contrastRatio, mostReadable, withAlpha, hexToRgb, AA_TEXT_CONTRAST, type Rgb } from './color';
export type { KeepsakeTheme, ColorName, ColorPair } from './theme-types';
export { visuallyHidden } from './visually-hidden';

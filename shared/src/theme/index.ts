import type {} from './emotion';

export { createTheme, fontSizes } from './create-theme';
export { defaultDesign } from './default-design';
export { ThemeProvider, useTheme } from './theme-provider';
export { GlobalStyles } from './global-styles';
export type { KeepsakeTheme, ColorName, TypeScale, TypeStep } from './theme-types';
export { visuallyHidden } from './visually-hidden';
export { AA_TEXT_CONTRAST, contrastRatio } from './color';

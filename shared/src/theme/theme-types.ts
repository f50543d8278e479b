// Button and toast colours (SPEC §3): the design's own plus fixed status colours.
export type ColorName = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';

export interface ColorPair {
  // Fill colour, and the text colour that reads on it at AA contrast.
  background: string;
  foreground: string;
  // The colour to use for text and borders drawn on the page background (outlined buttons, icons).
  onPage: string;
}

export interface KeepsakeTheme {
  colors: {
    primary: string;
    text: string;
    background: string;
    accent: string;
    // colorText at 0.1 alpha (SPEC §3, §9).
    secondary: string;
    onPrimary: string;
    palette: Record<ColorName, ColorPair>;
  };
  radii: {
    button: string;
    secondaryButton: string;
    card: string;
  };
  fonts: {
    heading: string;
    body: string;
  };
  space: {
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  breakpoints: {
    sm: number;
    md: number;
    lg: number;
    xl: number;
  };
  // Ready-made `@media (min-width: …)` queries for the breakpoints.
  mq: {
    sm: string;
    md: string;
    lg: string;
    xl: string;
  };
  focusRing: {
    color: string;
    width: string;
    offset: string;
    outline: string;
  };
}

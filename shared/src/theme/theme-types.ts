// Button and toast colours (SPEC §3): the design's own plus fixed status colours.
export type ColorName = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';

export interface ColorPair {
  // Fill colour, and the text colour that reads on it at AA contrast.
  background: string;
  foreground: string;
  // The colour to use for text and borders drawn on the page background (outlined buttons, icons).
  onPage: string;
}

export type TypeStep = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'display';
export type TypeScale = Readonly<Record<TypeStep, string>>;

export interface KeepsakeTheme {
  colors: {
    primary: string;
    text: string;
    background: string;
    accent: string;
    // colorText at 0.1 alpha (SPEC §3, §9).
    secondary: string;
    onPrimary: string;
    // What a card is filled with on the page (ADR 121): white where the text reads on white, else the page's own
    // background, so a dark design's cards keep their text readable.
    surface: string;
    palette: Record<ColorName, ColorPair>;
  };
  // The type scale (ADR 121): every font size in the remotes is one of these steps (the same for every design).
  fontSizes: TypeScale;
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

import type { Corners, Design } from '@keepsake/shared/contract/website';
import { AA_TEXT_CONTRAST, contrastRatio, mostReadable, withAlpha } from './color';
import type { ColorName, ColorPair, KeepsakeTheme, TypeScale } from './theme-types';

// SPEC §4: Square is no rounding, Rounded is fully rounded, Soft Square is medium rounding.
export const CORNER_RADII: Record<Corners, string> = {
  Square: '0',
  Rounded: '9999px',
  'Soft Square': '8px',
};

// Status colours are fixed (not per site) and each passes 4.5:1 with white text.
export const STATUS_COLORS = {
  success: '#1e6b34',
  info: '#0b5cad',
  warning: '#8a4b00',
  error: '#b3261e',
  neutral: '#4a4a4a',
} as const;

const WHITE = '#ffffff';
const BLACK = '#000000';

const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 };

/**
 * The type scale (issue 38.3, ADR 121): small print and captions (xs, sm), body (md), lead text and card titles
 * (lg, xl), section headings (xxl, xxxl) and a display size. A heading that grows with the viewport keeps its
 * clamp(); everything else names a step (lint refuses a rem or px literal as a fontSize in the remotes).
 */
export const fontSizes: TypeScale = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.75rem',
  display: '2.5rem',
};

/**
 * A CSS font-family list from the design's font, then the fallbacks. The design may name one font or a stack
 * ("system-ui, -apple-system, 'Segoe UI', sans-serif", as the seeded sites do): each name is its own family,
 * quoted when it is not a bare identifier. Quoting the whole stack as one name made the browser look up a
 * family that exists nowhere on every page (a platform font lookup in the first layout, ADR 127) and
 * fall past the design's own fonts to the generic fallback. Quotes, backslashes and characters that could end
 * the declaration or the <style> tag are dropped from a name; a name repeated in the fallbacks is kept once.
 */
export function fontStack(design: string, fallbacks: readonly string[]): string {
  const names = [...design.split(','), ...fallbacks]
    .map((name) =>
      name
        .replace(/["'\\;{}<>]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .map((name) => (/^[\w-]+$/.test(name) ? name : `"${name}"`));
  return [...new Set(names)].join(', ');
}

// The design colour where it reads on the page, the text colour where it does not, so a pale brand
// colour never produces unreadable outlined buttons.
function onPage(color: string, design: Design): string {
  return contrastRatio(color, design.colorBackground) >= AA_TEXT_CONTRAST ? color : design.colorText;
}

function solidPair(background: string, design: Design): ColorPair {
  return { background, foreground: mostReadable(background, [WHITE, BLACK]), onPage: onPage(background, design) };
}

export function createTheme(design: Design): KeepsakeTheme {
  const secondary = withAlpha(design.colorText, 0.1);
  const onPrimary = mostReadable(design.colorPrimary, [WHITE, BLACK]);
  const palette: Record<ColorName, ColorPair> = {
    primary: { background: design.colorPrimary, foreground: onPrimary, onPage: onPage(design.colorPrimary, design) },
    // A faint tint of the text colour: its text is the text colour itself.
    secondary: { background: secondary, foreground: design.colorText, onPage: design.colorText },
    success: solidPair(STATUS_COLORS.success, design),
    info: solidPair(STATUS_COLORS.info, design),
    warning: solidPair(STATUS_COLORS.warning, design),
    error: solidPair(STATUS_COLORS.error, design),
    neutral: solidPair(STATUS_COLORS.neutral, design),
  };

  return {
    colors: {
      primary: design.colorPrimary,
      text: design.colorText,
      background: design.colorBackground,
      accent: design.colorAccent,
      secondary,
      onPrimary,
      surface: contrastRatio(design.colorText, WHITE) >= AA_TEXT_CONTRAST ? WHITE : design.colorBackground,
      palette,
    },
    radii: {
      button: CORNER_RADII[design.buttonCorners],
      secondaryButton: CORNER_RADII[design.secondaryButtonCorners],
      card: '8px',
    },
    fonts: {
      heading: fontStack(design.fontHeading, ['Georgia', 'serif']),
      body: fontStack(design.fontBody, ['system-ui', 'sans-serif']),
    },
    fontSizes,
    space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
    breakpoints: BREAKPOINTS,
    mq: {
      sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
      md: `@media (min-width: ${BREAKPOINTS.md}px)`,
      lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
      xl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
    },
    // The text colour is the one colour a site guarantees against its background, so the ring is
    // always visible (WCAG 2.4.7, 1.4.11).
    focusRing: {
      color: design.colorText,
      width: '3px',
      offset: '2px',
      outline: `3px solid ${design.colorText}`,
    },
  };
}

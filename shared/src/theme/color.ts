// Colour arithmetic for WCAG contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). Design
// colours come from each funeral home, so readable pairings are computed, never assumed.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function withAlpha(hex: string, alpha: number): string {
  const { r, g, b } = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Whichever candidate reads best on the background; the first wins ties, so callers list preferences first.
export function mostReadable(background: string, candidates: readonly string[]): string {
  return candidates.reduce((best, candidate) => (contrastRatio(background, candidate) > contrastRatio(background, best) ? candidate : best));
}

export const AA_TEXT_CONTRAST = 4.5;

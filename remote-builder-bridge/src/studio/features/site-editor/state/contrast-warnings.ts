import type { Design } from '@keepsake/shared/contract/website';
import { AA_TEXT_CONTRAST, contrastRatio } from '@keepsake/shared/theme';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Pairs of the design's colours that visitors read one on the other, below WCAG AA (4.5:1 for text): the
 * text on the page, and links and headings drawn in the primary or accent colour on the page.
 */
export function contrastWarnings(design: Design): { key: keyof Design; text: string }[] {
  const pairs: { key: keyof Design; what: string; color: string }[] = [
    { key: 'colorText', what: 'Text on the background', color: design.colorText },
    { key: 'colorPrimary', what: 'Links and buttons in the primary colour on the background', color: design.colorPrimary },
  ];
  return pairs
    .filter((pair) => HEX.test(pair.color) && HEX.test(design.colorBackground))
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.color, design.colorBackground) }))
    .filter((pair) => pair.ratio < AA_TEXT_CONTRAST)
    .map((pair) => ({
      key: pair.key,
      text: `${pair.what}: contrast ${pair.ratio.toFixed(2)}:1, below the ${AA_TEXT_CONTRAST}:1 WCAG AA asks for. Some visitors will not be able to read it.`,
    }));
}

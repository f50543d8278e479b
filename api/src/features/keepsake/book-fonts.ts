import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create as openFont } from '@pdf-lib/fontkit';
import { woffToSfnt } from '../../lib/woff-font';

// Noto Sans, shipped as an npm package (@fontsource/noto-sans) in the subsets Google splits it into, and
// for Chinese and Japanese names Noto Sans SC's one-file subset (@fontsource/noto-sans-sc, the font the
// statement PDF already embeds: no third font package). Every name is set with, per character, the first
// font that has its glyph, so Zoë, Łukasz, Ολυμπία, Наталья, Nguyễn and 李明 all print; pdfkit embeds only
// the glyphs used (subset fonts). Hangul is in neither package: a Korean name would print as boxes.
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'] as const;

export interface BookFont {
  name: string;
  file: Buffer;
  has(codePoint: number): boolean;
}

const require = createRequire(__filename);
const filesDir = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');

let cache: Record<'regular' | 'bold', BookFont[]> | null = null;

export function bookFonts(): Record<'regular' | 'bold', BookFont[]> {
  if (cache) return cache;
  // Unwrapped from WOFF once (lib/woff-font.ts): fontkit reading WOFF inflates a table on every glyph
  // lookup, which made setting 2,000 memories take minutes.
  const open = (name: string, file: Buffer): BookFont => {
    const font = openFont(file);
    return { name, file, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
  };
  const load = (weight: 400 | 700) => [
    ...SUBSETS.map((subset) =>
      open(`NotoSans-${subset}-${weight}`, woffToSfnt(readFileSync(path.join(filesDir('@fontsource/noto-sans'), `noto-sans-${subset}-${weight}-normal.woff`)))),
    ),
    open(
      `NotoSansSC-${weight}`,
      woffToSfnt(readFileSync(path.join(filesDir('@fontsource/noto-sans-sc'), `noto-sans-sc-chinese-simplified-${weight}-normal.woff`))),
    ),
  ];
  cache = { regular: load(400), bold: load(700) };
  return cache;
}

// Splits text into runs that one font each can set. A character no subset has keeps the first font.
export function fontRuns(text: string, fonts: BookFont[]): { font: BookFont; text: string }[] {
  const runs: { font: BookFont; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const previous = runs[runs.length - 1];
    const font =
      codePoint <= 0x20 || (previous && previous.font.has(codePoint)) ? (previous?.font ?? fonts[0]!) : (fonts.find((f) => f.has(codePoint)) ?? fonts[0]!);
    if (previous && previous.font === font) previous.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

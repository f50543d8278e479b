import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create as openFont } from '@pdf-lib/fontkit';

// Noto Sans, shipped as an npm package (@fontsource/noto-sans) in the subsets Google splits it into.
// Every name is set with, per character, the first subset that has its glyph, so Zoë, Łukasz, Ολυμπία,
// Наталья and Nguyễn all print; pdfkit embeds only the glyphs used (subset fonts).
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'] as const;

export interface BookFont {
  name: string;
  file: Buffer;
  has(codePoint: number): boolean;
}

const require = createRequire(__filename);
const filesDir = () => path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');

let cache: Record<'regular' | 'bold', BookFont[]> | null = null;

export function bookFonts(): Record<'regular' | 'bold', BookFont[]> {
  if (cache) return cache;
  const load = (weight: 400 | 700) =>
    SUBSETS.map((subset) => {
      const file = readFileSync(path.join(filesDir(), `noto-sans-${subset}-${weight}-normal.woff`));
      const font = openFont(file);
      return { name: `NotoSans-${subset}-${weight}`, file, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    });
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

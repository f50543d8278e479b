import type { ModuleImage, RichBlock, TextSpan } from '@keepsake/shared/contract';

// Small builders for the demo site's structured content. Every nested object gets an id derived from
// its parent's (SPEC §3), so seed files stay readable.

export interface SiteImage {
  file: string;
  width: number;
  height: number;
}

// Seed images made for the demo site (api/src/seed/assets/site), with their intrinsic sizes.
export const SITE_IMAGES = {
  heroWillow: { file: 'hero-willow.svg', width: 1600, height: 900 },
  chapelMain: { file: 'chapel-main.svg', width: 1200, height: 800 },
  chapelRiverside: { file: 'chapel-riverside.svg', width: 1200, height: 800 },
  gardenPath: { file: 'garden-path.svg', width: 1600, height: 900 },
  candles: { file: 'candles.svg', width: 1200, height: 800 },
  hands: { file: 'hands.svg', width: 1200, height: 800 },
  lake: { file: 'lake.svg', width: 1200, height: 800 },
  portraitEleanor: { file: 'portrait-eleanor.svg', width: 800, height: 600 },
  portraitMarcus: { file: 'portrait-marcus.svg', width: 800, height: 600 },
  portraitPriya: { file: 'portrait-priya.svg', width: 800, height: 600 },
} satisfies Record<string, SiteImage>;

/** A described picture of the seed; `decorativeImage` for the few that are only backdrops (issue 42). */
export function image(id: string, { file, width, height }: SiteImage, alt: string): ModuleImage {
  return { id, src: `/api/assets/site/${file}`, alt, width, height };
}

export function decorativeImage(id: string, picture: SiteImage): ModuleImage {
  return { ...image(id, picture, ''), decorative: true };
}

// A span: plain text, or `**bold**`-free marks given explicitly.
type SpanInput = string | { text: string; marks?: TextSpan['marks']; href?: string };
type BlockInput = string | { h: 2 | 3 | 4; text: string } | { list: SpanInput[][] | string[]; ordered?: boolean } | { quote: string } | { spans: SpanInput[] };

function toSpans(prefix: string, inputs: SpanInput[]): TextSpan[] {
  return inputs.map((input, index) =>
    typeof input === 'string' ? { id: `${prefix}-s${index + 1}`, text: input } : { id: `${prefix}-s${index + 1}`, ...input },
  );
}

// Blocks from short notation: a string is a paragraph, { h } a heading, { list } a list, { quote } a quote.
export function rich(prefix: string, blocks: BlockInput[]): RichBlock[] {
  return blocks.map((block, index): RichBlock => {
    const id = `${prefix}-b${index + 1}`;
    if (typeof block === 'string') return { id, type: 'paragraph', spans: toSpans(id, [block]) };
    if ('h' in block) return { id, type: 'heading', level: block.h, spans: toSpans(id, [block.text]) };
    if ('quote' in block) return { id, type: 'quote', spans: toSpans(id, [block.quote]) };
    if ('spans' in block) return { id, type: 'paragraph', spans: toSpans(id, block.spans) };
    return {
      id,
      type: 'list',
      ordered: block.ordered ?? false,
      items: block.list.map((item, itemIndex) => ({
        id: `${id}-i${itemIndex + 1}`,
        spans: toSpans(`${id}-i${itemIndex + 1}`, typeof item === 'string' ? [item] : item),
      })),
    };
  });
}

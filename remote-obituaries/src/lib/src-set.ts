import type { ImageSize } from '@keepsake/shared/contract/obituary';

/**
 * The srcset of a picture stored in several sizes ("url 240w, url 800w"): the browser takes the smallest
 * that fills the box at the screen's density. Undefined when there is one size only (src is enough).
 */
export function srcSetOf(sizes: readonly ImageSize[] | undefined): string | undefined {
  return sizes && sizes.length > 1 ? sizes.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
}

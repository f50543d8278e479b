import type { ModuleImage, RenderContext } from '@keepsake/shared/contract/website';

const isImage = (value: unknown): value is ModuleImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ModuleImage).src === 'string' &&
  typeof (value as ModuleImage).width === 'number' &&
  'alt' in value;

/** The home's picture library: every picture its pages use (one entry per file), then the uploaded ones. */
export function imageLibrary(context: RenderContext, uploaded: readonly ModuleImage[] = []): ModuleImage[] {
  const found = new Map<string, ModuleImage>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    if (isImage(value) && !found.has(value.src)) {
      const { id, src, alt, width, height, decorative } = value;
      found.set(src, { id, src, alt, width, height, ...(decorative ? { decorative } : {}) });
    }
    Object.values(value).forEach(visit);
  };
  for (const image of uploaded) found.set(image.src, image);
  visit(Object.values(context.pages));
  return [...found.values()];
}

import { describeModule } from './module-labels';
import type { ModuleImage } from './modules';
import type { Page, RenderContext } from './render-context';

// Issue 42: every picture that goes live is either described or explicitly decorative. One walk finds the
// pictures that are neither, for the studio's publish dialog and for the API, which refuses to publish them.

export type ImageDescriptionState = 'described' | 'decorative' | 'missing';

type ImageLike = Pick<ModuleImage, 'alt' | 'decorative'>;

export function imageDescriptionState(image: ImageLike): ImageDescriptionState {
  if (image.decorative) return 'decorative';
  return image.alt.trim() === '' ? 'missing' : 'described';
}

/** The alt attribute a picture is rendered with: its description, or "" when decorative (or not described). */
export const renderedAlt = (image: ImageLike): string => (image.decorative ? '' : image.alt.trim());

/** A picture of the draft that needs a description before it may be published. */
export interface UndescribedImage {
  pagePath: string;
  pageTitle: string;
  // The module holding it, or null for a field of the page itself (its share picture).
  moduleId: string | null;
  // Where the picture sits: in the module's value (moduleId set) or in the page's fields.
  field: (string | number)[];
  // "Hero: Welcome" or "Share picture": how staff find it.
  label: string;
}

// Anything shaped like a picture value (an id, a src and an alt): new picture fields are found without a list.
function isImage(value: unknown): value is ModuleImage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.src === 'string' && typeof candidate.alt === 'string' && typeof candidate.id === 'string';
}

function collect(value: unknown, field: (string | number)[], found: (string | number)[][]) {
  if (isImage(value)) {
    if (imageDescriptionState(value) === 'missing') found.push(field);
    return;
  }
  if (Array.isArray(value)) value.forEach((item, index) => collect(item, [...field, index], found));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) collect(item, [...field, key], found);
}

function pageImages(path: string, page: Page): UndescribedImage[] {
  const found: UndescribedImage[] = [];
  for (const module of page.modules) {
    const fields: (string | number)[][] = [];
    collect(module, [], fields);
    for (const field of fields) found.push({ pagePath: path, pageTitle: page.title, moduleId: module.id, field, label: describeModule(module) });
  }
  const fields: (string | number)[][] = [];
  for (const [key, value] of Object.entries(page)) if (key !== 'modules') collect(value, [key], fields);
  for (const field of fields) found.push({ pagePath: path, pageTitle: page.title, moduleId: null, field, label: 'Share picture' });
  return found;
}

/** Every picture of the site that is neither described nor marked decorative, page by page. */
export function findUndescribedImages(context: Pick<RenderContext, 'pages'>): UndescribedImage[] {
  return Object.keys(context.pages)
    .sort()
    .flatMap((path) => pageImages(path, context.pages[path]!));
}

/** One line per picture, e.g. "Our history (/about/history) › Media: The chapel". */
export const undescribedImageLine = (image: UndescribedImage) => `${image.pageTitle} (${image.pagePath}) › ${image.label}`;

export const UNDESCRIBED_IMAGES_MESSAGE = 'Describe each picture for people who cannot see it, or mark it as decorative, before publishing';

/** The API's refusal: names every module holding an undescribed picture. */
export const undescribedImagesMessage = (images: UndescribedImage[]) => `${UNDESCRIBED_IMAGES_MESSAGE}: ${images.map(undescribedImageLine).join('; ')}.`;

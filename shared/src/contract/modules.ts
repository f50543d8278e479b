import { z } from 'zod';

// The page-builder modules (SPEC §2): one zod schema per type, joined on `type`. SPEC §3: every module
// and every nested sub-object carries an id, so the staff builder can address it. Defined here without
// importing render-context.ts, which imports this file.
const id = z.string().min(1);
const text = z.string().min(1);

// Where a link or button may go: a site path, the web, mail or phone. Never `javascript:` or `data:`, and no
// spaces or control characters (a browser would strip them and read "java\tscript:" as a script).
// A refused one reads the house's "Please enter a valid format" (shared/src/messages).
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
export const hrefSchema = z.string().regex(/^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)[^\s\u0000-\u001f\u007f]*$/);

// Issue 42: a picture is either described (`alt` says what it shows), explicitly decorative (`decorative:
// true`, rendered alt="" so screen readers skip it), or not described yet (empty `alt`, no mark). A draft may
// hold the last kind; publishing refuses it (image-descriptions.ts). An empty alt alone never means decorative.
export const imageSchema = z.object({
  id,
  src: text,
  alt: z.string(),
  decorative: z.boolean().optional(),
  // The intrinsic size, so the browser reserves the space before the image arrives.
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ModuleImage = z.infer<typeof imageSchema>;

export const ctaButtonSchema = z.object({
  id,
  label: text,
  to: hrefSchema,
  displayType: z.enum(['PRIMARY', 'SECONDARY']).default('PRIMARY'),
});
export type CtaButton = z.infer<typeof ctaButtonSchema>;

// Rich text as structured content (never HTML): blocks of spans; a span may carry marks and a link. The API
// takes it only through this schema (ADR 104): unknown keys are dropped, a mark outside the three is refused,
// and words that carry markup (or, as in every field, control characters) are refused with the field's message, so whatever a
// client sends (a paste, a script) nothing but text, three marks and a safe link reaches the page.
export const textMarkSchema = z.enum(['bold', 'italic', 'underline']);
export type TextMark = z.infer<typeof textMarkSchema>;
export const RICH_TEXT_MARKUP_MESSAGE = 'Words cannot carry HTML; use the editor to format them';
// A tag ("<b", "</p", "<!--"). Control characters are refused for every string the API reads (schema-helpers.ts).
const MARKUP = /<\/?[a-zA-Z!?]/;
export const spanTextSchema = z
  .string()
  .max(5000)
  .refine((text) => !MARKUP.test(text), RICH_TEXT_MARKUP_MESSAGE);
export const textSpanSchema = z.object({
  id,
  text: spanTextSchema,
  marks: z.array(textMarkSchema).optional(),
  href: hrefSchema.optional(),
});
export type TextSpan = z.infer<typeof textSpanSchema>;
const spans = z.array(textSpanSchema).min(1);
export const richBlockSchema = z.discriminatedUnion('type', [
  z.object({ id, type: z.literal('paragraph'), spans }),
  z.object({ id, type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3), z.literal(4)]), spans }),
  z.object({ id, type: z.literal('list'), ordered: z.boolean(), items: z.array(z.object({ id, spans })).min(1).max(200) }),
  z.object({ id, type: z.literal('quote'), spans }),
]);
export type RichBlock = z.infer<typeof richBlockSchema>;
export const richTextSchema = z.array(richBlockSchema).max(500);
export type RichText = z.infer<typeof richTextSchema>;

export const heroModuleSchema = z.object({
  id,
  type: z.literal('hero'),
  heading: text,
  text: z.string().optional(),
  image: imageSchema.optional(),
  buttons: z.array(ctaButtonSchema).default([]),
});

export const headlineModuleSchema = z.object({
  id,
  type: z.literal('headline'),
  text,
  // 1 for a page's title; later headlines on the page use 2.
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  subtext: z.string().optional(),
  align: z.enum(['start', 'center']).optional(),
});

export const mapModuleSchema = z.object({
  id,
  type: z.literal('map'),
  heading: z.string().optional(),
  // Ids from the render context's locations; none means every location.
  locationIds: z.array(id).default([]),
});

export const mediaAssetSchema = z.discriminatedUnion('kind', [
  imageSchema.extend({ kind: z.literal('image') }),
  z.object({
    id,
    kind: z.literal('video'),
    src: text,
    // Names the video for assistive technology.
    title: text,
    poster: z.string().optional(),
    captionsSrc: z.string().optional(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
]);
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const mediaModuleSchema = z.object({
  id,
  type: z.literal('media'),
  media: mediaAssetSchema,
  caption: z.string().optional(),
});

export const testimonialsModuleSchema = z.object({
  id,
  type: z.literal('testimonials'),
  heading: z.string().optional(),
  items: z.array(z.object({ id, quote: text, author: text, relation: z.string().optional() })),
});

export const textModuleSchema = z.object({
  id,
  type: z.literal('text'),
  heading: z.string().optional(),
  content: richTextSchema,
});

export const footerModuleSchema = z.object({
  id,
  type: z.literal('footer'),
  heading: z.string().optional(),
  text: z.string().optional(),
  links: z.array(z.object({ id, label: text, to: hrefSchema })).default([]),
  showPhone: z.boolean().default(true),
});

export const navigationModuleSchema = z.object({
  id,
  type: z.literal('navigation'),
  heading: z.string().optional(),
  // Cards for the children of this site-navigation entry (e.g. "/services")…
  fromPath: z.string().optional(),
  // …and/or cards written for this module.
  items: z.array(z.object({ id, label: text, to: hrefSchema, description: z.string().optional() })).default([]),
});

export const contactModuleSchema = z.object({
  id,
  type: z.literal('contact'),
  heading: z.string().optional(),
  text: z.string().optional(),
  showPhone: z.boolean().default(true),
  showEmail: z.boolean().default(true),
  showLocations: z.boolean().default(false),
  showForm: z.boolean().default(true),
});

export const carouselModuleSchema = z.object({
  id,
  type: z.literal('carousel'),
  heading: z.string().optional(),
  slides: z.array(z.object({ id, image: imageSchema, caption: z.string().optional() })),
  autoRotate: z.boolean().default(true),
  intervalSeconds: z.number().min(3).max(30).default(7),
});

export const valuePropIconSchema = z.enum(['phone', 'clipboard', 'receipt', 'chapel', 'urn', 'flower', 'heart', 'home', 'candle']);
export type ValuePropIcon = z.infer<typeof valuePropIconSchema>;

export const valuePropsModuleSchema = z.object({
  id,
  type: z.literal('value-props'),
  heading: z.string().optional(),
  items: z.array(z.object({ id, icon: valuePropIconSchema.optional(), title: text, text: z.string() })),
});

export const pageModuleSchema = z.discriminatedUnion('type', [
  heroModuleSchema,
  headlineModuleSchema,
  mapModuleSchema,
  mediaModuleSchema,
  testimonialsModuleSchema,
  textModuleSchema,
  footerModuleSchema,
  navigationModuleSchema,
  contactModuleSchema,
  carouselModuleSchema,
  valuePropsModuleSchema,
]);
export type PageModule = z.infer<typeof pageModuleSchema>;
// Input shape (defaults not yet applied): what seed data and the builder write.
export type PageModuleInput = z.input<typeof pageModuleSchema>;
export type ModuleType = PageModule['type'];
export type ModuleOfType<T extends ModuleType> = Extract<PageModule, { type: T }>;
export const MODULE_TYPES = pageModuleSchema.options.map((option) => option.shape.type.value) as ModuleType[];

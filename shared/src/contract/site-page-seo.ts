import { z } from 'zod';
import { imageSchema } from './modules';

// Issue 26: what search engines and link previews show of a page, set per page in the studio. Both are
// optional: without them a page's title and the site's defaults are used, as before.
export const PAGE_SEO_LIMITS = { seoTitle: 70 } as const;

export const pageSeoFields = {
  // The <title> and og:title when it should differ from the page's menu title.
  seoTitle: z.string().trim().max(PAGE_SEO_LIMITS.seoTitle).optional(),
  // The picture a shared link shows (og:image), with its description (og:image:alt).
  shareImage: imageSchema.optional(),
};
export const pageSeoSchema = z.object(pageSeoFields);
export type PageSeo = z.infer<typeof pageSeoSchema>;

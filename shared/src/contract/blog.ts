import { z } from 'zod';
import { MAX_ID, MAX_PAGE } from '@keepsake/shared/rules';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE } from './limits';
import { countedListPageSchema } from './paging';
import { imageSchema, richTextSchema } from './modules';

// GET /api/web/blog (paged, newest first) and GET /api/web/blog/{id}.

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  size: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

// Article ids are positive whole numbers in the database's integer range: anything else is not an article.
export const blogArticleParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_ID) });

export const blogArticleSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  summary: z.string(),
  author: z.string().min(1),
  // ISO 8601 instant.
  publishedAt: z.string().datetime({ offset: true }),
  image: imageSchema.nullable(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

export const blogArticleSchema = blogArticleSummarySchema.extend({ content: richTextSchema });
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const blogPageSchema = countedListPageSchema(blogArticleSummarySchema);
export type BlogPage = z.infer<typeof blogPageSchema>;

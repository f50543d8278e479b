import { apiClient } from '@keepsake/shared/api-client';
import { blogArticleSchema, type BlogArticle } from '@keepsake/shared/contract';

// GET /api/web/blog/{id}: one article with its content.
export function fetchBlogArticle(id: number, signal?: AbortSignal): Promise<BlogArticle> {
  return apiClient.get(`/api/web/blog/${id}`, { schema: blogArticleSchema, signal });
}

import { apiClient } from '@keepsake/shared/api-client';
import { blogPageSchema, type BlogPage } from '@keepsake/shared/contract';

// GET /api/web/blog: one page of articles, newest first.
export function fetchBlogPage(page: number, signal?: AbortSignal): Promise<BlogPage> {
  return apiClient.get('/api/web/blog', { page: { page }, schema: blogPageSchema, signal });
}

import { apiClient } from '@keepsake/shared/api-client';
import type { BlogArticle } from '@keepsake/shared/contract';

// GET /api/web/blog/{id}: one article with its content. Typed by the contract, not parsed (ADR 041).
export function fetchBlogArticle(id: number, signal?: AbortSignal): Promise<BlogArticle> {
  return apiClient.get<BlogArticle>(`/api/web/blog/${id}`, { signal });
}

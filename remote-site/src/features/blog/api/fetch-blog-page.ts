import { apiClient } from '@keepsake/shared/api-client';
import type { BlogPage } from '@keepsake/shared/contract';

// GET /api/web/blog: one page of articles, newest first. Typed by the contract, not parsed (ADR 041).
export function fetchBlogPage(page: number, signal?: AbortSignal): Promise<BlogPage> {
  return apiClient.get<BlogPage>('/api/web/blog', { page: { page }, signal });
}

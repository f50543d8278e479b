import { apiClient } from '@keepsake/shared/api-client';
import type { BlogArticle } from '@keepsake/shared/contract/website';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/blog/{id}: one article with its content. Typed by the contract, not parsed (ADR 041).
export const blogArticleQuery = (id: number) =>
  queryOptions({
    queryKey: ['blog', 'article', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<BlogArticle>(apiPaths.blogArticle(id), { signal }),
  });

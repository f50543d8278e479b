import { apiClient } from '@keepsake/shared/api-client';
import type { BlogPage } from '@keepsake/shared/contract/website';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/blog?page=N: one page of articles, newest first. Typed by the contract, not parsed (ADR 041).
export const blogPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['blog', 'page', page] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<BlogPage>(apiPaths.blog(), { page: { page }, signal }),
  });

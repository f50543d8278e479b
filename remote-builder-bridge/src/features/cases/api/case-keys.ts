import type { DeskCaseQuery } from '@keepsake/shared/contract';

// The desk's cases in the query cache, one tree: a write invalidates `all`.
export const caseKeys = {
  all: ['staff-cases'] as const,
  list: (query: DeskCaseQuery) => ['staff-cases', 'list', query] as const,
  one: (caseId: number) => ['staff-cases', 'one', caseId] as const,
};

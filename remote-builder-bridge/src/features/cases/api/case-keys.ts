import type { DeskCaseQuery } from '@keepsake/shared/contract';
import { STAFF_CASES_KEY } from '../../../api/new-case';

// The desk's cases in the query cache, one tree: a write invalidates `all`.
export const caseKeys = {
  all: STAFF_CASES_KEY,
  list: (query: DeskCaseQuery) => ['staff-cases', 'list', query] as const,
  one: (caseId: number) => ['staff-cases', 'one', caseId] as const,
};

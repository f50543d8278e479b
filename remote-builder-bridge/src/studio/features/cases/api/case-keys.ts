import type { DeskCaseQuery } from '@keepsake/shared/contract/staff';
import { dataRoots } from '@keepsake/shared/query';

// The desk's cases in the query cache, one tree from the data layer's roots: a write names what it changed
// (`meta: { changes: [['case', id]] }`) and shared/src/query/invalidation.ts refreshes every reader of it.
export const caseKeys = {
  all: dataRoots.staffCases,
  list: (query: DeskCaseQuery) => [...dataRoots.staffCaseLists, query] as const,
  one: dataRoots.staffCase,
};

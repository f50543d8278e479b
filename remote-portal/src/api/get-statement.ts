import { apiClient } from '@keepsake/shared/api-client';
import type { Statement } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/statement: the statement page and the payment page.
export const statementQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.statement(caseId),
    queryFn: () => apiClient.get<Statement>(familyPaths.statement(caseId)),
  });

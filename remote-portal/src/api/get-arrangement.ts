import { apiClient } from '@keepsake/shared/api-client';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/{caseId}: read once by the arrangements layout; the payment and statement pages read it too.
export const arrangementQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.arrangement(caseId),
    queryFn: () => apiClient.get<Arrangement>(familyPaths.arrangement(caseId)),
  });

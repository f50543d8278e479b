import { apiClient } from '@keepsake/shared/api-client';
import type { TributeVideo } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/video: the tribute video with its comments.
export const videoQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.video(caseId),
    queryFn: () => apiClient.get<TributeVideo>(familyPaths.video(caseId)),
  });

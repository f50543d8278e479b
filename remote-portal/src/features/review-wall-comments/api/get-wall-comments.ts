import { apiClient } from '@keepsake/shared/api-client';
import type { WallCommentList, WallStatus } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/memorial-wall/comments/{status} (paging, 10 a page).
export const wallCommentsQuery = (caseId: number, status: WallStatus, page: number) =>
  queryOptions({
    queryKey: familyKeys.wall(caseId, status, page),
    queryFn: () => apiClient.get<WallCommentList>(familyPaths.wallComments(caseId, status), { page: { page, size: 10 } }),
  });

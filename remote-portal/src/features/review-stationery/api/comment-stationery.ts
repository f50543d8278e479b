import { apiClient } from '@keepsake/shared/api-client';
import type { ReviewComment } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/stationery/comment?itemType=…&pageType=…
export const commentStationery = (caseId: number, itemType: string, pageType: string, text: string) =>
  apiClient.post<ReviewComment>(familyPaths.commentStationery(caseId), { query: { itemType, pageType }, body: { text } });

import { apiClient } from '@keepsake/shared/api-client';
import type { CaseMediaList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// PUT /api/family/cases/{caseId}/photos | music/order: the whole new order.
export const orderMedia = (caseId: number, path: 'photos' | 'music', mediaIds: number[]) =>
  apiClient.put<CaseMediaList>(familyPaths.mediaOrder(caseId, path), { body: { mediaIds } });

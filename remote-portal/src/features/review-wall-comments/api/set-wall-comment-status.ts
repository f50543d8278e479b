import { apiClient } from '@keepsake/shared/api-client';
import type { WallComment } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/memorial-wall/comments/{commentId}: show or hide one memory.
export const setWallCommentStatus = (caseId: number, commentId: number, status: 'shown' | 'hidden') =>
  apiClient.post<WallComment>(familyPaths.wallComment(caseId, commentId), { body: { status } });

import { apiClient } from '@keepsake/shared/api-client';
import type { ReviewComment } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/video/comment: a comment at a moment of the video.
export const commentVideo = (caseId: number, text: string, atSeconds: number) =>
  apiClient.post<ReviewComment>(familyPaths.commentVideo(caseId), { body: { text, atSeconds } });

import { apiClient } from '@keepsake/shared/api-client';
import type { CaseMedia, MediaUpdateBody } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// PATCH /api/family/cases/{caseId}/photos | music/{mediaId}: a file's caption, or a photo's description (issue 42).
export const captionMedia = (caseId: number, path: 'photos' | 'music', mediaId: number, body: MediaUpdateBody) =>
  apiClient.patch<CaseMedia>(familyPaths.mediaItem(caseId, path, mediaId), { body });

import { apiClient } from '@keepsake/shared/api-client';
import type { CaseMedia } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// PATCH /api/family/cases/{caseId}/photos | music/{mediaId}: a file's caption.
export const captionMedia = (caseId: number, path: 'photos' | 'music', mediaId: number, caption: string) =>
  apiClient.patch<CaseMedia>(familyPaths.mediaItem(caseId, path, mediaId), { body: { caption } });

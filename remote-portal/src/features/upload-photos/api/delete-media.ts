import { apiClient } from '@keepsake/shared/api-client';
import { familyPaths } from '@keepsake/shared/rules/family';

// DELETE /api/family/cases/{caseId}/photos | music/{mediaId}.
export const deleteMedia = (caseId: number, path: 'photos' | 'music', mediaId: number) => apiClient.delete<void>(familyPaths.mediaItem(caseId, path, mediaId));

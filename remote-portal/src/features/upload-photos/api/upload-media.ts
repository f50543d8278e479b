import { apiClient, messageOf, statusOf, type UploadHandle } from '@keepsake/shared/api-client';
import type { UploadResult } from '@keepsake/shared/contract/case';
import { familyPaths, type FamilyMediaPath } from '@keepsake/shared/rules/family';

/**
 * POST /api/family/cases/{caseId}/photos | music | case-photo: one file, one request, with progress (the API
 * client's upload: the same headers as every call). A failure rejects with the sentence the uploader shows.
 */
export function uploadMedia(caseId: number, path: FamilyMediaPath, file: File, onProgress: (fraction: number) => void): UploadHandle<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const handle = apiClient.upload<UploadResult>(familyPaths.media(caseId, path), form, { onProgress });
  return { promise: handle.promise.catch((error: unknown) => Promise.reject(new Error(failureOf(error)))), abort: handle.abort };
}

function failureOf(error: unknown): string {
  const status = statusOf(error);
  if (status === undefined) return 'The upload was cancelled.';
  // No answer at all carries its cause; an answer carries the API's words, or at least its status.
  if ((error as Error).cause !== undefined) return 'The connection dropped during the upload. Please try again.';
  return messageOf(error, `The upload failed (${status}). Please try again.`);
}

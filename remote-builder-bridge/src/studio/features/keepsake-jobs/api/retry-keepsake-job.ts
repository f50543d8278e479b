import { apiClient } from '@keepsake/shared/api-client';
import { staffKeepsakeRetryPath, type KeepsakeState } from '@keepsake/shared/contract/case';

// POST /api/family/keepsake-jobs/{jobId}/retry: a failed keepsake goes back in the queue.
export const retryKeepsakeJob = (jobId: number) => apiClient.post<KeepsakeState>(staffKeepsakeRetryPath(jobId), { labels: { 409: 'Conflict' } });

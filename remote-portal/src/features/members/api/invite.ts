import { apiClient } from '@keepsake/shared/api-client';
import type { InviteBody, InviteResult } from '@keepsake/shared/contract';

// POST /api/family/cases/{caseId}/invite.
export const invite = (caseId: number, body: InviteBody) => apiClient.post<InviteResult>(`/api/family/cases/${caseId}/invite`, { body });

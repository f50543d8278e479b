import { apiClient } from '@keepsake/shared/api-client';
import type { AcceptResult } from '@keepsake/shared/contract';

// POST /api/family/invitation/{token}/accept.
export const acceptInvitation = (token: string) => apiClient.post<AcceptResult>(`/api/family/invitation/${encodeURIComponent(token)}/accept`);

import { apiClient } from '@keepsake/shared/api-client';
import type { AcceptResult } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/invitation/{token}/accept.
export const acceptInvitation = (token: string) => apiClient.post<AcceptResult>(familyPaths.acceptInvitation(token));

import { apiClient } from '@keepsake/shared/api-client';
import type { InviteBody, InviteResult } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/invite.
export const invite = (caseId: number, body: InviteBody) => apiClient.post<InviteResult>(familyPaths.invite(caseId), { body });

import { apiClient } from '@keepsake/shared/api-client';
import type { InvitationActionResult } from '@keepsake/shared/contract/staff';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/invitations/resend: a new link by mail; the old one stops working.
export const resendInvitation = (caseId: number, email: string) =>
  apiClient.post<InvitationActionResult>(familyPaths.resendInvitation(caseId), { body: { email } });

// POST /api/family/cases/{caseId}/invitations/revoke: the link stops working at once.
export const revokeInvitation = (caseId: number, email: string) =>
  apiClient.post<InvitationActionResult>(familyPaths.revokeInvitation(caseId), { body: { email } });

import { apiClient } from '@keepsake/shared/api-client';
import type { MemberList } from '@keepsake/shared/contract';

// GET /api/family/cases/{caseId}/members: accepted members and open invitations.
export const getMembers = (caseId: number) => apiClient.get<MemberList>(`/api/family/cases/${caseId}/members`);

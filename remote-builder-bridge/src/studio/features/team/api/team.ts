import { apiClient } from '@keepsake/shared/api-client';
import { staffMemberSchema, type StaffInviteBody, type StaffMember, type StaffRoleBody } from '@keepsake/shared/contract/staff';

// GET /api/staff/team, shared with the permission hook (hooks/use-staff-permission.ts).
export { teamKeys, teamQuery } from '../../../hooks/use-staff-permission';

export const inviteStaff = (body: StaffInviteBody) => apiClient.post<{ email: string; resent: boolean }>('/api/staff/team/invitations', { body });
export const withdrawInvitation = (id: number) => apiClient.delete(`/api/staff/team/invitations/${id}`);
export const removeStaff = (userId: string) => apiClient.delete(`/api/staff/team/members/${encodeURIComponent(userId)}`);
export const changeRole = (userId: string, body: StaffRoleBody) =>
  apiClient.put<StaffMember>(`/api/staff/team/members/${encodeURIComponent(userId)}/role`, { body, schema: staffMemberSchema });

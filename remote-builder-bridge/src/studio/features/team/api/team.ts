import { apiClient } from '@keepsake/shared/api-client';
import { staffTeamSchema, type StaffInviteBody, type StaffTeam } from '@keepsake/shared/contract';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

export const teamKeys = { all: dataRoots.staffTeam };

// GET /api/staff/team: the home's staff with roles, and the open invitations.
export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: ({ signal }) => apiClient.get<StaffTeam>('/api/staff/team', { schema: staffTeamSchema, signal }),
});

export const inviteStaff = (body: StaffInviteBody) => apiClient.post<{ email: string; resent: boolean }>('/api/staff/team/invitations', { body });
export const withdrawInvitation = (id: number) => apiClient.delete(`/api/staff/team/invitations/${id}`);
export const removeStaff = (userId: string) => apiClient.delete(`/api/staff/team/members/${encodeURIComponent(userId)}`);

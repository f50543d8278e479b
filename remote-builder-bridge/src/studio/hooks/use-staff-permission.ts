import { apiClient } from '@keepsake/shared/api-client';
import { staffTeamSchema, type StaffRole, type StaffTeam } from '@keepsake/shared/contract/staff';
import { dataRoots, queryOptions, useQuery } from '@keepsake/shared/query';

// GET /api/staff/team: the home's staff with roles (and `you`), and the open invitations. The team page
// shows it (features/team/api/team.ts); the permission below reads the same cached answer.
export const teamKeys = { all: dataRoots.staffTeam };
export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: ({ signal }) => apiClient.get<StaffTeam>('/api/staff/team', { schema: staffTeamSchema, signal }),
});

// What the API's one permission check allows (api/src/features/case-core/staff-permission.ts, issue 37
// point 8): a control the signed-in member may not use is not shown. The role comes from the team list
// (`you`), which every member of staff may read; until it is known, nothing permissioned is shown.
const ROLES_WITH: Record<'owner' | 'manager', readonly StaffRole[]> = { owner: ['OWNER'], manager: ['OWNER', 'MANAGER'] };

export function useStaffPermission(permission: keyof typeof ROLES_WITH): boolean {
  const { data } = useQuery(teamQuery);
  return data ? ROLES_WITH[permission].includes(data.you) : false;
}

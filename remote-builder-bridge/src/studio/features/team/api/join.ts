import { apiClient } from '@keepsake/shared/api-client';
import { bus } from '@keepsake/shared/bus';
import { staffInvitationSchema, type StaffInvitation, type StaffSignUpBody } from '@keepsake/shared/contract/staff';
import { type Session } from '@keepsake/shared/contract/website';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/staff/invitation/:token: what the join page shows before the colleague has an account.
export const staffInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['staff-invitation', token] as const,
    queryFn: ({ signal }) => apiClient.get<StaffInvitation>(`/api/staff/invitation/${encodeURIComponent(token)}`, { schema: staffInvitationSchema, signal }),
    retry: false,
  });

// POST /api/staff/signup answers like a sign-in (the HttpOnly cookie); the page's session then follows
// through the bus, as after the Family Portal's sign-up.
export async function joinStaff(body: StaffSignUpBody): Promise<void> {
  await apiClient.post('/api/staff/signup', { body });
  const { user } = await apiClient.get<Session>('/api/auth/session');
  if (user) bus.emit('session:signed-in', { user });
}

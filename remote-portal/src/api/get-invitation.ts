import { apiClient } from '@keepsake/shared/api-client';
import type { Invitation } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';
import { familyKeys } from './family-keys';

// GET /api/family/invitation/{token}: readable before signing in (the sign-up from a link), asked afresh
// each time a page shows it.
export const invitationQuery = (token: string | null) => ({
  queryKey: familyKeys.invitation(token ?? ''),
  queryFn: () => apiClient.get<Invitation>(familyPaths.invitation(token!)),
  enabled: Boolean(token),
  staleTime: 0,
});

import { apiClient } from '@keepsake/shared/api-client';
import type { Invitation } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/invitation/{token}: readable before signing in (the sign-up from a link), asked afresh
// each time a page shows it.
export const invitationQuery = (token: string | null) =>
  queryOptions({
    queryKey: familyKeys.invitation(token ?? ''),
    queryFn: () => apiClient.get<Invitation>(familyPaths.invitation(token!)),
    enabled: Boolean(token),
    staleTime: 0,
  });

/** The invitation as the sign-in page reads it: a failed read (an unknown token) is an answer, not an error. */
export interface SignInInvitation {
  invitation: Invitation | null;
  failed: boolean;
}

// The sign-in page's read (login-page.tsx), with suspense so the server renders the sign-up with it (issue
// 28); a key of its own, since what it holds is not the invitation page's shape.
export const signInInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: [...familyKeys.invitation(token), 'sign-in'] as const,
    queryFn: async (): Promise<SignInInvitation> => {
      try {
        return { invitation: await apiClient.get<Invitation>(familyPaths.invitation(token)), failed: false };
      } catch {
        return { invitation: null, failed: true };
      }
    },
    staleTime: 0,
  });

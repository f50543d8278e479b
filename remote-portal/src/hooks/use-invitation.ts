import { useQuery } from '@keepsake/shared/query';
import { getInvitation } from '../api/get-invitation';

export const invitationKey = (token: string) => ['family', 'invitation', token] as const;

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: invitationKey(token ?? ''),
    queryFn: () => getInvitation(token!),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

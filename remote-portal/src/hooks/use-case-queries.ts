import { useEffect } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { keepPreviousData, useQuery } from '@keepsake/shared/query';
import { authTokenAtom, keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import { getMembers } from '../api/get-members';
import { getTasks } from '../api/get-tasks';
import { getCase } from '../api/get-case';
import { getCases } from '../api/get-cases';
import { familyKeys } from '../api/family-keys';

// A session that ended on the server (expired, signed out elsewhere) ends here too: the guard then
// sends the person to sign in and back.
export function useSignOutOn401(error: unknown) {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      keepsakeStore.set(authTokenAtom, null);
      keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
    }
  }, [error]);
}

export function useCases(page: number) {
  const query = useQuery({ queryKey: familyKeys.cases(page), queryFn: () => getCases(page), placeholderData: keepPreviousData });
  useSignOutOn401(query.error);
  return query;
}

export function useCase(caseId: number) {
  const query = useQuery({ queryKey: familyKeys.case(caseId), queryFn: () => getCase(caseId) });
  useSignOutOn401(query.error);
  return query;
}

export function useTasks(caseId: number) {
  const query = useQuery({ queryKey: familyKeys.tasks(caseId), queryFn: () => getTasks(caseId), staleTime: 10_000 });
  useSignOutOn401(query.error);
  return query;
}

export function useMembers(caseId: number) {
  const query = useQuery({ queryKey: familyKeys.members(caseId), queryFn: () => getMembers(caseId) });
  useSignOutOn401(query.error);
  return query;
}

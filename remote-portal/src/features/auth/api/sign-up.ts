import { apiClient } from '@keepsake/shared/api-client';
import type { AcceptResult, SignUpBody } from '@keepsake/shared/contract';
import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { loadSession } from './load-session';

// POST /api/family/signup: only from an invitation; answers like a sign-in, with the case joined.
export async function signUp(body: SignUpBody): Promise<AcceptResult> {
  let token: string | null = null;
  const result = await apiClient.post<AcceptResult>('/api/family/signup', {
    body,
    onHeaders: (headers) => (token = headers.get('set-auth-token')),
  });
  keepsakeStore.set(authTokenAtom, token);
  await loadSession();
  return result;
}

import { apiClient } from '@keepsake/shared/api-client';
import type { AcceptResult, SignUpBody } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { loadSession } from './load-session';

// POST /api/family/signup: only from an invitation; answers like a sign-in (the HttpOnly session cookie),
// with the case joined.
export async function signUp(body: SignUpBody): Promise<AcceptResult> {
  const result = await apiClient.post<AcceptResult>(familyPaths.signUp(), { body });
  await loadSession();
  return result;
}

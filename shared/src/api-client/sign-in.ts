import type { Session, SignInBody } from '@keepsake/shared/contract/website';
import { apiClient } from './api-client';

/**
 * The one sign-in of every app (the Family Portal, the studio): POST /api/auth/sign-in/email, then the
 * session it opened. A browser's session lives in the API's HttpOnly cookie, never in script's reach
 * (ADR 006): nothing here reads or stores a token. Failures throw ApiError (401 wrong details, 429 too
 * many attempts, 403 from another website), for the caller to word.
 */
export async function signInWithEmail(body: SignInBody): Promise<Session> {
  await apiClient.post('/api/auth/sign-in/email', { body });
  return apiClient.get<Session>('/api/auth/session');
}

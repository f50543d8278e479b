import type { Session, SessionUser } from '@keepsake/shared/contract';
import { apiClient } from '@keepsake/shared/api-client';
import { ApiError } from '@keepsake/shared/api-client';

export type StaffSignIn = { ok: true; user: SessionUser; token: string } | { ok: false; message: string };

export const FAMILY_REFUSED = 'This is a Family Portal account. The studio is only for funeral home staff; families sign in at the Family Portal.';

/**
 * POST /api/auth/sign-in/email, reading the bearer token from `set-auth-token` (the shared API client
 * answers bodies only), then the session to check the role: only staff may use the studio.
 */
export async function signInStaff(email: string, password: string, setToken: (token: string) => void): Promise<StaffSignIn> {
  const response = await fetch('/api/auth/sign-in/email', {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Host': location.hostname,
      'X-TimeZone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    if (response.status === 401) return { ok: false, message: 'That email and password do not match a staff account.' };
    if (response.status === 429) return { ok: false, message: 'Too many sign-in attempts. Please wait a minute and try again.' };
    return { ok: false, message: 'Signing in did not work just now. Please try again.' };
  }
  const token = response.headers.get('set-auth-token') ?? '';
  // Stored before the session call so it (and every later call, and the preview frame) carries it.
  if (token) setToken(token);
  const session = await apiClient.get<Session>('/api/auth/session', {});
  return session.user ? { ok: true, user: session.user, token } : { ok: false, message: 'Signing in did not work just now. Please try again.' };
}

export async function signOut(): Promise<void> {
  try {
    await apiClient.post('/api/auth/sign-out', { body: {} });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

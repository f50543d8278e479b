import type { SessionUser } from '@keepsake/shared/contract/website';
import { signInWithEmail, statusOf } from '@keepsake/shared/api-client';

export type StaffSignIn = { ok: true; user: SessionUser } | { ok: false; message: string };

export const FAMILY_REFUSED = 'This is a Family Portal account. The studio is only for funeral home staff; families sign in at the Family Portal.';

/**
 * The shared sign-in (the session is the API's HttpOnly cookie, which the preview frame on this origin
 * shares), worded for staff; the caller checks the role: only staff may use the studio.
 */
export async function signInStaff(email: string, password: string): Promise<StaffSignIn> {
  try {
    const session = await signInWithEmail({ email, password });
    return session.user ? { ok: true, user: session.user } : { ok: false, message: 'Signing in did not work just now. Please try again.' };
  } catch (error) {
    if (statusOf(error) === undefined) throw error;
    if (statusOf(error) === 401) return { ok: false, message: 'That email and password do not match a staff account.' };
    if (statusOf(error) === 429) return { ok: false, message: 'Too many sign-in attempts. Please wait a minute and try again.' };
    return { ok: false, message: 'Signing in did not work just now. Please try again.' };
  }
}

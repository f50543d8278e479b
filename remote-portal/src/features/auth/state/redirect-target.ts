// Where sign-in sends a person back to (SPEC §2: the original path and query are kept). Only a portal
// address is accepted, so a crafted login link cannot send anyone off the site.
export const PORTAL = '/family-portal';
export const LOGIN_PATH = `${PORTAL}/login`;
export const REDIRECT_PARAM = 'redirectTo';

const PORTAL_PATH = /^\/family-portal(?=\/|\?|#|$)/i;

export const isPortalPath = (path: string) => PORTAL_PATH.test(path);

export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (!isPortalPath(value)) return null;
  // Login itself is no place to land after signing in.
  if (/^\/family-portal\/login(?=\/|\?|#|$)/i.test(value)) return null;
  return value.replace(PORTAL_PATH, PORTAL);
}

// The login address for a signed-out visit: the visit's own query kept as it was, plus where to return.
export function loginPathFor(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REDIRECT_PARAM);
  params.set(REDIRECT_PARAM, `${pathname}${search}`);
  return `${LOGIN_PATH}?${params.toString()}`;
}

export const INVITATION_PATH = /^\/family-portal\/invitation\/([A-Za-z0-9_-]{20,100})(?:[?#].*)?$/i;

export function invitationTokenOf(target: string | null): string | null {
  return target ? (INVITATION_PATH.exec(target)?.[1] ?? null) : null;
}

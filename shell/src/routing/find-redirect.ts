import type { Redirect } from '@keepsake/shared/contract/website';

export type RedirectTarget = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * The redirect for a path, if any. A relative target navigates inside the app; an absolute URL is a full
 * page load, and only to this site's origin or an allowed origin (docs/architecture.md: no open redirects).
 */
export function findRedirect(
  pathname: string,
  redirects: Redirect[],
  { origin, allowedOrigins }: { origin: string; allowedOrigins: string[] },
): RedirectTarget | null {
  const match = redirects.find((redirect) => normalize(redirect.from) === normalize(pathname));
  if (!match) return null;
  if (match.to.startsWith('/') && !match.to.startsWith('//')) return { kind: 'internal', to: match.to };
  let url: URL;
  try {
    url = new URL(match.to);
  } catch {
    return null;
  }
  const allowed = url.origin === origin || allowedOrigins.some((allowedOrigin) => safeOrigin(allowedOrigin) === url.origin);
  if (!allowed || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    console.warn(`[keepsake] redirect to ${match.to} refused: origin not allowed`);
    return null;
  }
  return { kind: 'external', url: url.href };
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

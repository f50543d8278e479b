import { originOf } from '@keepsake/shared/contract/website';

/**
 * The framing studio's origin, if it is exactly one of the allowed ones; never a wildcard. The site's own
 * origin is allowed by default (the studio at /studio frames the site beside it); the site's
 * `settings.builderOrigins` configure others.
 */
export function findParentOrigin(
  allowed: string[],
  { ancestorOrigins, referrer }: { ancestorOrigins?: ArrayLike<string>; referrer: string } = {
    ancestorOrigins: window.location.ancestorOrigins,
    referrer: document.referrer,
  },
): string | null {
  const candidate = ancestorOrigins?.[0] ?? originOf(referrer);
  if (!candidate) return null;
  return allowed.some((origin) => originOf(origin) === candidate) ? candidate : null;
}

export function allowedParentOrigins(builderOrigins: readonly string[] = [], ownOrigin: string = window.location.origin): string[] {
  return [ownOrigin, ...builderOrigins];
}

/** The framing editor's origin, if it is one of the allowed builder origins; never a wildcard. */
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

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

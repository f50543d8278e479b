// Headers for the pages the shell serves (issue 13 point 5). Scripts come only from this origin and the
// registered remote origins; no inline script exists to allow (emotion needs inline styles). Only the
// shell itself and the site's staff editor origins (render context settings.builderOrigins, plus
// STUDIO_ORIGINS) may frame a page.

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * @param {{ remoteOrigins: string[], frameAncestors: string[], https: boolean }} options
 * @returns {Record<string, string>}
 */
export function pageSecurityHeaders({ remoteOrigins, frameAncestors, https }) {
  const remotes = remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`,
  ]
    .map((directive) => directive.trim())
    .join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const originOf = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * The staff editor origins allowed to frame a site's pages, per host, from the approved render context
 * (cached a minute per host; the API answers it from memory).
 * @param {{ apiUrl: string, extra?: string[], ttlMs?: number }} options
 */
export function createFrameAncestors({ apiUrl, extra = [], ttlMs = 60_000 }) {
  const cache = new Map();
  const fixed = extra.map(originOf).filter(Boolean);
  return async function frameAncestorsFor(host) {
    const key = String(host ?? '').toLowerCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.origins;
    let origins = fixed;
    try {
      const response = await fetch(`${apiUrl}/api/web/render-context/approved`, {
        headers: { accept: 'application/json', 'x-host': key },
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) {
        const context = await response.json();
        const builder = Array.isArray(context?.settings?.builderOrigins) ? context.settings.builderOrigins : [];
        origins = [...new Set([...fixed, ...builder.map(originOf).filter(Boolean)])];
      }
    } catch {
      // API unreachable: only the fixed list (the page itself will show its error).
    }
    if (cache.size > 1000) cache.clear();
    cache.set(key, { origins, at: Date.now() });
    return origins;
  };
}

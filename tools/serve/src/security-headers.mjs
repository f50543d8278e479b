import { edgeHeaders } from './edge-headers.mjs';
// Headers for the pages the shell serves (issue 13 point 5). Scripts come only from this origin and the
// registered remote origins; no inline script exists to allow (emotion needs inline styles). Only the
// shell itself and the site's staff editor origins (render context settings.builderOrigins, plus
// STUDIO_ORIGINS) may frame a page.

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * `payment`: on a payment page only (payment-pages.mjs, ADR 100), the provider's origins: frames (its hosted
 * fields, its 3-D Secure step), scripts and calls (Stripe.js), exactly those. Every other page frames only itself.
 * @param {{ remoteOrigins: string[], frameAncestors: string[], https: boolean,
 *   payment?: { frameOrigins: string[], scriptOrigins: string[], connectOrigins: string[] } | null }} options
 * @returns {Record<string, string>}
 */
export function pageSecurityHeaders({ remoteOrigins, frameAncestors, https, payment = null }) {
  const remotes = remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${payment?.scriptOrigins.join(' ') ?? ''}`,
    `connect-src 'self' ${remotes} ${payment?.connectOrigins.join(' ') ?? ''}`,
    ...(payment ? [`frame-src 'self' ${payment.frameOrigins.join(' ')}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`,
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
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
 * What the shell needs to know about a host before it answers a page, per host from the API's approved
 * render context (cached `ttlMs` per host; the API answers it from memory): the staff editor origins
 * allowed to frame its pages (settings.builderOrigins plus `extra`), and whether the platform operator
 * suspended the home (the API answers 503 with `x-keepsake-site: suspended`; issue 27).
 * @param {{ apiUrl: string, extra?: string[], ttlMs?: number }} options
 * @returns {(host: string) => Promise<{ frameAncestors: string[], suspended: boolean }>}
 */
export function createHostInfo({ apiUrl, extra = [], ttlMs = 10_000 }) {
  const cache = new Map();
  const fixed = extra.map(originOf).filter(Boolean);
  // Past its 10 s a host's answer is still given while it is asked again (issue 37): a page from the page
  // cache never waits on a busy API.
  const refreshing = new Set();
  return async function hostInfo(host) {
    const key = String(host ?? '').toLowerCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.info;
    if (hit) {
      if (!refreshing.has(key)) {
        refreshing.add(key);
        void ask(key).finally(() => refreshing.delete(key));
      }
      return hit.info;
    }
    return ask(key);
  };
  async function ask(key) {
    let info = { frameAncestors: fixed, suspended: false };
    try {
      const response = await fetch(`${apiUrl}/api/web/render-context/approved`, {
        headers: { accept: 'application/json', ...edgeHeaders(key) },
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) {
        const context = await response.json();
        const builder = Array.isArray(context?.settings?.builderOrigins) ? context.settings.builderOrigins : [];
        info = { frameAncestors: [...new Set([...fixed, ...builder.map(originOf).filter(Boolean)])], suspended: false };
      } else {
        info = { frameAncestors: fixed, suspended: response.status === 503 && response.headers.get('x-keepsake-site') === 'suspended' };
        await response.body?.cancel();
      }
    } catch {
      // API unreachable: only the fixed list (the page itself will show its error).
    }
    if (cache.size > 1000) cache.clear();
    cache.set(key, { info, at: Date.now() });
    return info;
  }
}

/** The page every path of a suspended home's host answers: plain, no script, nothing of the home's data. */
export const SUSPENDED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>This website is paused</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5;color:#1e2421}</style>
</head><body><main><h1>This website is paused</h1>
<p>This funeral home's website is not available at the moment. If you need the funeral home, please call them; it will be back as soon as possible.</p>
</main></body></html>
`;

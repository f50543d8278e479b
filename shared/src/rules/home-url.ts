// Every absolute link to a home's pages (mail, share links, keepsake pages, the owner's first link) is made
// here from the home's canonical URL (its setting: site.canonical_url, e.g. https://willowbrook.example or,
// in the demo, http://localhost:3000), never from a request's headers: an Origin or Host a client sends
// must not pick where a family's reset link or a shared obituary points (issue 37 point 6, issue 43 point 1).

/** The origin of a canonical URL ("https://x.example/" → "https://x.example"), or null when it is none. */
export function canonicalOrigin(canonicalUrl: string | null | undefined): string | null {
  if (!canonicalUrl) return null;
  try {
    const url = new URL(canonicalUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The absolute URL of `path` (a path of the home's site, starting with "/", query and hash allowed) on the
 * home's canonical origin. Throws on a path that is not one (a full URL or "//host" would leave the home).
 */
export function homeUrl(canonicalUrl: string, path: string): string {
  const origin = canonicalOrigin(canonicalUrl);
  if (!origin) throw new Error(`Not a canonical URL: ${canonicalUrl}`);
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not a path of the home's site: ${path}`);
  return `${origin}${path}`;
}

// The head of a page rendered on the server (ADR 044, ADR 022): its title, description and link preview
// (Open Graph, Twitter, JSON-LD) as the page named itself while it rendered (useDocumentTitle). Crawlers
// and link-preview agents read the same HTML as people; there is no bot-only path.

/** Text for an HTML attribute or element. @param {string} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
}

/** JSON inside <script>: no "</script>", "<!--" or line separators can end or bend the block. @param {unknown} value */
export function jsonForScript(value) {
  // One pass over the page's state (tens of KB on every render), not one per character.
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]);
}
const SCRIPT_ESCAPES = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * @typedef {{ type?: string, image?: string | null, imageAlt?: string, structuredData?: Record<string, unknown> }} SharePreview
 * @typedef {{ title: string, description?: string, share?: SharePreview, noindex?: boolean }} PageHead
 */

/**
 * The tags for one page's <head>, after its <title>.
 * @param {PageHead} head
 * @param {{ origin: string, pathname: string, siteName?: string | null }} page
 */
export function headTags(head, { origin, pathname, siteName }) {
  // Marked: they describe the page the server rendered, so the shell drops them at the first in-app
  // navigation (drop-server-head.ts). The title and description stay: the browser keeps them up to date.
  const meta = (attribute, key, content) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-page-head>`;
  if (head.noindex) return meta('name', 'robots', 'noindex');
  const absolute = (url) => new URL(url, origin).toString();
  const url = absolute(pathname);
  const share = head.share ?? {};
  const image = share.image ? absolute(share.image) : null;
  const description = head.description ?? null;
  const structuredData = share.structuredData && {
    ...share.structuredData,
    url,
    ...(typeof share.structuredData.image === 'string' ? { image: absolute(share.structuredData.image) } : {}),
  };
  return [
    ...(description !== null ? [`<meta name="description" content="${escapeHtml(description)}">`] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" data-page-head>`,
    meta('property', 'og:type', share.type ?? 'website'),
    meta('property', 'og:title', head.title),
    ...(description !== null ? [meta('property', 'og:description', description)] : []),
    meta('property', 'og:url', url),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    ...(image ? [meta('property', 'og:image', image), ...(share.imageAlt ? [meta('property', 'og:image:alt', share.imageAlt)] : [])] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(structuredData ? [`<script type="application/ld+json" data-page-head>${jsonForScript(structuredData)}</script>`] : []),
  ].join('');
}

/**
 * The template's <title> replaced by the page's, its tags after it.
 * @param {string} template @param {PageHead | null} head @param {{ origin: string, pathname: string, siteName?: string | null }} page
 */
export function withPageHead(template, head, page) {
  if (!head) return template;
  return template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>${headTags(head, page)}`);
}

import { jsonForScript, withPageHead } from './page-head.mjs';
import { compressPage } from './page-compression.mjs';

// What a render gives the shell's server, in two steps: pagePieces (where the page was rendered: a render
// thread, render-threads.mjs, or the main thread) turns the bundle's renderPage answer into plain strings, the
// page's state serialized once; pageInTemplate puts them into index.html. Given the template up front,
// finishPage does both where the page was rendered, and the compression its visitor takes (ADR 123): the
// main thread then only sends bytes.

// A page that carries a token (a reset link, an invitation to sign up, a plan's "finish later" link) or a
// sign-in error is one person's: rendered, never kept by the page cache.
const PERSONAL_QUERY = ['reset', 'redirectTo', 'signInError', 'resume'];

/**
 * @param {{ status: number, location?: string, html: string, styles?: string, state: unknown, failedAreas: string[], head?: object | null }} page
 *   what the shell's server bundle rendered (shell/src/server/render-page.tsx)
 * @param {string} url the page's path and query
 */
export function pagePieces(page, url) {
  const { searchParams } = new URL(url, 'http://shell.invalid');
  const failedAreas = page.failedAreas ?? [];
  // Nothing rendered (the website could not be read): the browser draws the page; the status says why.
  if (page.state === null) return { status: page.status, failedAreas, rendered: false };
  // React writes the page's resource hints (its pictures' preloads, the LCP one with fetchpriority=high)
  // first in its HTML, which lands after every script preload of <head>: the browser would start the
  // largest picture last. They go at the top of <head> instead.
  const [, hints = '', body = page.html] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(page.html) ?? [];
  return {
    status: page.status,
    location: page.location,
    failedAreas,
    rendered: true,
    // Every area rendered (none left to the browser), and no one person's sign-in page: only such a page is
    // kept by the page cache.
    complete: failedAreas.length === 0 && !PERSONAL_QUERY.some((name) => searchParams.has(name)),
    hints,
    body,
    styles: page.styles ?? '',
    head: page.head ?? null,
    siteName: page.state?.website?.context?.company?.name ?? null,
    state: jsonForScript(page.state),
  };
}

/**
 * The page's pieces in the index.html made for a server-rendered page. Replacements by function: the page is
 * visitors' text, and in a replacement string `$&`, `$'` or `$$` would be read as patterns (a memory saying
 * "$$" lost a dollar sign).
 * @param {ReturnType<typeof pagePieces>} pieces @param {string} template @param {{ origin: string, pathname: string }} page
 */
export function pageInTemplate(pieces, template, { origin, pathname }) {
  return withPageHead(template, pieces.head, { origin, pathname, siteName: pieces.siteName })
    .replace('<title>', () => `${pieces.hints}<title>`)
    .replace('</head>', () => `${pieces.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${pieces.body}</div><script type="application/json" id="keepsake-server-state">${pieces.state}</script>`,
    );
}

/**
 * The page's pieces, and with `template` the whole page's bytes (`html`, UTF-8) and, with `encoding`, those
 * bytes in that compression (`encoded`), made where the page was rendered. Bytes, not a string: a render thread
 * moves them to the main thread without a copy, and the main thread sends them as they are (ADR 126).
 * @param {Parameters<typeof pagePieces>[0]} page
 * @param {{ url: string, origin: string, template?: string | null, encoding?: 'br' | 'gzip' | null, once?: boolean }} request
 *   once: the page is for one visitor (never kept), compressed for one sending (page-compression.mjs)
 */
export function finishPage(page, { url, origin, template = null, encoding = null, once = false }) {
  const pieces = pagePieces(page, url);
  if (!template || !pieces.rendered) return pieces;
  const html = Buffer.from(pageInTemplate(pieces, template, { origin, pathname: new URL(url, 'http://shell.invalid').pathname }));
  return {
    status: pieces.status,
    location: pieces.location,
    failedAreas: pieces.failedAreas,
    rendered: true,
    complete: pieces.complete,
    html,
    encoded: encoding ? { [encoding]: compressPage(html, encoding, { once }) } : {},
  };
}

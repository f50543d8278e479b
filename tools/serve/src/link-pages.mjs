// The pages whose address carries a credential, a token from a mail (issue 43.4: the keepsake's online view;
// an RSVP's change link), from the one list both sides read (shared/src/rules/link-pages.json): the shell's
// server lets no cache keep them (its own rendered-page cache included), tells search engines to stay away,
// and sends no referrer from them, so the token leaves the page only in the calls the page makes itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.mjs';

const { patterns } = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'src', 'rules', 'link-pages.json'), 'utf8'));
const PAGES = patterns.map((pattern) => new RegExp(pattern, 'i'));

/** @param {string} url a request's URL (path and query) */
export function isLinkPage(url) {
  const pathname = String(url).split(/[?#]/)[0] ?? '';
  return PAGES.some((page) => page.test(pathname));
}

/** The headers of a link page's answer. */
export const LINK_PAGE_HEADERS = Object.freeze({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
});

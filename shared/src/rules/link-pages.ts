import pages from './link-pages.json';

const PATTERNS = pages.patterns.map((pattern) => new RegExp(pattern, 'i'));

/** True for a page whose address is its own key (link-pages.json, which the shell's server reads too). */
export const isLinkPage = (pathname: string) => PATTERNS.some((pattern) => pattern.test(pathname.split(/[?#]/)[0] ?? ''));

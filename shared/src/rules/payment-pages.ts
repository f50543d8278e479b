import pages from './payment-pages.json';

const PATTERNS = pages.patterns.map((pattern) => new RegExp(pattern, 'i'));

/** True for a page that takes a card (payment-pages.json, which the shell's server reads too). */
export function isPaymentPage(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return PATTERNS.some((pattern) => pattern.test(path));
}

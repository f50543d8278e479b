// The pages that take a card (ADR 100), from the one list both sides read (shared/src/rules/payment-pages.json):
// the shell's server gives them the payment provider's origin in their Content-Security-Policy, and only them,
// and never lets them be cached.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.mjs';

const { patterns } = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'src', 'rules', 'payment-pages.json'), 'utf8'));
const PAGES = patterns.map((pattern) => new RegExp(pattern, 'i'));

/** @param {string} url a request's URL (path and query) */
export function isPaymentPage(url) {
  const pathname = String(url).split(/[?#]/)[0] ?? '';
  return PAGES.some((page) => page.test(pathname));
}

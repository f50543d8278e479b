// What `npm run bench` measures this time, from its flags and environment (see run.mjs's header).
import { PAGE_NAMES } from './pages.mjs';

export const SECTIONS = ['bundle', 'lighthouse', 'api', 'render-load', 'flood', 'api-load', 'search', 'keepsake'];

const listOf = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env */
export function benchOptions(argv = process.argv.slice(2), env = process.env) {
  const flag = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = listOf(flag('only'));
  const unknown = only.filter((section) => !SECTIONS.includes(section));
  if (unknown.length > 0) throw new Error(`--only: unknown section ${unknown.join(', ')} (one of ${SECTIONS.join(', ')})`);
  const pages = listOf(env.BENCH_PAGES);
  const unknownPages = pages.filter((page) => !PAGE_NAMES.includes(page));
  if (unknownPages.length > 0) throw new Error(`BENCH_PAGES: unknown page ${unknownPages.join(', ')} (one of ${PAGE_NAMES.join(', ')})`);
  const sections = new Set(only.length > 0 ? only : SECTIONS);
  if (env.BENCH_SKIP_LIGHTHOUSE) sections.delete('lighthouse');
  const runs = Number.parseInt(env.BENCH_LIGHTHOUSE_RUNS ?? '', 10);
  return {
    sections,
    pages: pages.length > 0 ? pages : null,
    compareClient: argv.includes('--compare-client'),
    lighthouseRuns: Number.isInteger(runs) && runs > 0 ? runs : null,
  };
}

// The performance budgets (also in the README). Bench prints each figure against its budget and exits
// non-zero when one is missed.
export const BUDGETS = {
  /** JavaScript a phone loads for the home page (gzip), and for every other public page. */
  homeJsGzipBytes: 150 * 1024,
  pageJsGzipBytes: 170 * 1024,
  /** The staff studio's first load, signed in (issue 28); the Family Portal's pages are "other pages" above. */
  studioJsGzipBytes: 200 * 1024,
  remoteEntryGzipBytes: 8 * 1024,
  /** Modules shipped twice in one page, the federation runtime's included (bundle.mjs). */
  duplicatedModules: 0,
  /**
   * Lighthouse mobile (slow 4G, CPU calibrated to a low-end phone: lighthouse.mjs) on every page of pages.mjs
   * (issues 14 and 28), each figure the median of `lighthouseRuns` runs: performance score at least, LCP,
   * TBT and CLS at most. Issue 28: ≥ 95, LCP ≤ 2.5 s, CLS 0; TBT is what the score mostly moves with.
   */
  lighthouse: { performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0 },
  lighthouseRuns: 3,
  /**
   * One shell server process on one core, 20 clients (render-load.mjs, issue 28): a page from the rendered-page
   * cache, and a page rendered afresh (a query never asked before).
   */
  renderHit: { requestsPerSecond: 2000, p99Ms: 50 },
  renderMiss: { requestsPerSecond: 300 },
  /** The cached home page while a flood of unique URLs reaches the shell (flood.mjs, issue 37). */
  cachedUnderFlood: { p99Ms: 100 },
  /** Obituary search, one API process on one core, 20 clients (api-load.mjs, issue 28). */
  searchLoad: { requestsPerSecond: 1500, p99Ms: 30 },
};

/** The JavaScript budget of a page by its name in pages.mjs's list: the home page, the studio, any other. */
export const pageBudget = (name) => (name === 'home' ? BUDGETS.homeJsGzipBytes : name === 'studio' ? BUDGETS.studioJsGzipBytes : BUDGETS.pageJsGzipBytes);

/** The Lighthouse figures of a page's medians that miss their budget (empty when all are met). */
export function lighthouseMisses(medians, budget = BUDGETS.lighthouse) {
  const misses = [];
  if (medians.performance < budget.performance) misses.push('performance');
  if (medians.lcpMs > budget.lcpMs) misses.push('LCP');
  if (medians.tbtMs > budget.tbtMs) misses.push('TBT');
  if (medians.cls > budget.cls) misses.push('CLS');
  return misses;
}

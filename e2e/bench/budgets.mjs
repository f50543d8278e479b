// The performance budgets (also in the README). Bench prints each figure against its budget and exits
// non-zero when one is missed.
export const BUDGETS = {
  /** JavaScript a phone loads for the home page (gzip), and for every other public page. */
  homeJsGzipBytes: 150 * 1024,
  pageJsGzipBytes: 170 * 1024,
  remoteEntryGzipBytes: 8 * 1024,
  /** Modules shipped twice in one page, the federation runtime's included (bundle.mjs). */
  duplicatedModules: 0,
  /**
   * Lighthouse mobile (slow 4G, 4× CPU) on every page of pages.mjs (issue 14), each figure the median of
   * `lighthouseRuns` runs: performance score at least, LCP, TBT and CLS at most.
   */
  lighthouse: { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 },
  lighthouseRuns: 3,
};

/** The JavaScript budget of a page by its name in pages.mjs's list. */
export const pageBudget = (name) => (name === 'home' ? BUDGETS.homeJsGzipBytes : BUDGETS.pageJsGzipBytes);

/** The Lighthouse figures of a page's medians that miss their budget (empty when all are met). */
export function lighthouseMisses(medians, budget = BUDGETS.lighthouse) {
  const misses = [];
  if (medians.performance < budget.performance) misses.push('performance');
  if (medians.lcpMs > budget.lcpMs) misses.push('LCP');
  if (medians.tbtMs > budget.tbtMs) misses.push('TBT');
  if (medians.cls > budget.cls) misses.push('CLS');
  return misses;
}

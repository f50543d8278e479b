// The performance budgets (also in the README). Bench prints each figure against its budget and exits
// non-zero when one is missed.
export const BUDGETS = {
  /** JavaScript a phone loads for the home page (gzip), and for every other public page. */
  homeJsGzipBytes: 150 * 1024,
  pageJsGzipBytes: 170 * 1024,
  remoteEntryGzipBytes: 8 * 1024,
  /** Modules shipped twice in one page, the federation runtime's included (bundle.mjs). */
  duplicatedModules: 0,
  /** Lighthouse mobile performance on the home page, median of `lighthouseRuns` runs. */
  lighthousePerformance: 88,
  lighthouseRuns: 3,
};

/** The JavaScript budget of a page by its name in run.mjs's list. */
export const pageBudget = (name) => (name === 'home' ? BUDGETS.homeJsGzipBytes : BUDGETS.pageJsGzipBytes);

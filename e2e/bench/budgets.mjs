// The performance budgets (also in the README). Bench prints each figure against its budget.
export const BUDGETS = {
  pageJsGzipBytes: 170 * 1024,
  remoteEntryGzipBytes: 8 * 1024,
  duplicatedModules: 0,
};

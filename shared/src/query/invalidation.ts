import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fresh after every change (issue 36 §4): a write names WHAT it changed (`meta: { changes }` on its mutation),
 * never which caches to refresh; this map is the one place that knows who reads each thing, whichever remote
 * shows it. The staff case page's "where the case stands" read a case under a branch the payment form did not
 * refresh, and said "Paid $0.00" after a $500 check until a reload: with the reader list here, every writer of
 * a case refreshes every reader of it.
 */
export type Change = readonly ['case', number] | readonly ['cases'] | readonly ['inbox'];

/** The roots of the cache's trees that the map below refreshes; the remotes' key factories start from these. */
export const dataRoots = {
  familyCases: ['family', 'cases'] as const,
  familyCase: (caseId: number) => ['family', 'case', caseId] as const,
  staffCases: ['staff-cases'] as const,
  staffCase: (caseId: number) => ['staff-cases', 'one', caseId] as const,
  staffCaseLists: ['staff-cases', 'list'] as const,
  staffInbox: ['staff-inbox'] as const,
};

// Who reads each kind of thing. A case is read by the family's portal (everything under its case), the staff
// desk (its page, with the status panel, money, obituary, plan) and both lists (its name, dates, state).
const READERS: { [K in Change[0]]: (change: Extract<Change, readonly [K, ...unknown[]]>) => QueryKey[] } = {
  case: ([, caseId]) => [dataRoots.familyCase(caseId), dataRoots.familyCases, dataRoots.staffCase(caseId), dataRoots.staffCaseLists],
  cases: () => [dataRoots.familyCases, dataRoots.staffCases],
  inbox: () => [dataRoots.staffInbox],
};

/** Every query key prefix that reads what these changes changed (deduplicated). */
export function readersOf(changes: readonly Change[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const change of changes) {
    const read = READERS[change[0]] as (change: Change) => QueryKey[];
    for (const key of read(change)) keys.set(JSON.stringify(key), key);
  }
  return [...keys.values()];
}

/** Refresh every reader of the changes; the mutation cache (query-client.ts) awaits it after each successful write. */
export async function invalidateChanges(client: QueryClient, changes: readonly Change[] | undefined): Promise<void> {
  if (!changes?.length) return;
  await Promise.all(readersOf(changes).map((queryKey) => client.invalidateQueries({ queryKey })));
}

declare module '@tanstack/react-query' {
  interface Register {
    // `changes`: what a successful write changed; query-client.ts refreshes its readers (invalidation.ts).
    mutationMeta: { changes?: readonly Change[] } & Record<string, unknown>;
  }
}

import { useCallback } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Fresh after every change (issue 36 §4): a write names WHAT it changed (`meta: { changes }` on its mutation),
 * never which caches to refresh; this map is the one place that knows who reads each thing, whichever remote
 * shows it. The staff case page's "where the case stands" read a case under a branch the payment form did not
 * refresh, and said "Paid $0.00" after a $500 check until a reload: with the reader list here, every writer of
 * a case refreshes every reader of it.
 */
export type Change =
  | readonly ['case', number]
  | readonly ['cases']
  | readonly ['inbox']
  // The home's own things, each read by one desk page (and, for the catalogue, the family's choices).
  | readonly ['team']
  | readonly ['orders']
  | readonly ['catalogue']
  | readonly ['shop-products']
  | readonly ['notifications']
  | readonly ['keepsake-jobs']
  | readonly ['site']
  // Obituaries without a case (the studio's Obituaries area) and the orders that link to them.
  | readonly ['obituaries']
  // A public obituary's RSVPs (the visitor's own replies on the memorial site).
  | readonly ['rsvps', number];

/** The roots of the cache's trees that the map below refreshes; the remotes' key factories start from these. */
export const dataRoots = {
  familyCases: ['family', 'cases'] as const,
  familyCase: (caseId: number) => ['family', 'case', caseId] as const,
  staffCases: ['staff-cases'] as const,
  staffCase: (caseId: number) => ['staff-cases', 'one', caseId] as const,
  staffCaseLists: ['staff-cases', 'list'] as const,
  staffInbox: ['staff-inbox'] as const,
  staffTeam: ['staff-team'] as const,
  staffOrders: ['staff-orders'] as const,
  staffCatalogue: ['staff-catalogue'] as const,
  staffShopProducts: ['staff-shop-products'] as const,
  staffNotifications: ['staff-notifications'] as const,
  staffKeepsakeJobs: ['builder', 'keepsake-jobs'] as const,
  staffObituaries: ['staff-obituaries'] as const,
  builderPublications: ['builder', 'publications'] as const,
  builderRedirects: ['builder', 'redirects'] as const,
  // The family's view of the home's price list: its items, selectors and the general price list.
  familyItems: ['family', 'arrangement-items'] as const,
  familySelectors: ['family', 'arrangement-selectors'] as const,
  familyPriceList: ['family', 'gpl'] as const,
  obituaryRsvps: (obituaryId: number) => ['obituaries', obituaryId, 'rsvps'] as const,
};

// Who reads each kind of thing. A case is read by the family's portal (everything under its case), the staff
// desk (its page, with the status panel, money, obituary, plan) and both lists (its name, dates, state).
const READERS: { [K in Change[0]]: (change: Extract<Change, readonly [K, ...unknown[]]>) => QueryKey[] } = {
  case: ([, caseId]) => [dataRoots.familyCase(caseId), dataRoots.familyCases, dataRoots.staffCase(caseId), dataRoots.staffCaseLists],
  cases: () => [dataRoots.familyCases, dataRoots.staffCases],
  inbox: () => [dataRoots.staffInbox],
  team: () => [dataRoots.staffTeam],
  // A refund changes the order's row and its totals in every status tab.
  orders: () => [dataRoots.staffOrders],
  // The price list is read by the desk's catalogue, the family's choices and every case's arrangement (a
  // case's own revision does not move, but "newest prices" and the packages on offer do).
  catalogue: () => [dataRoots.staffCatalogue, dataRoots.familyItems, dataRoots.familySelectors, dataRoots.familyPriceList],
  'shop-products': () => [dataRoots.staffShopProducts],
  notifications: () => [dataRoots.staffNotifications],
  'keepsake-jobs': () => [dataRoots.staffKeepsakeJobs],
  // The website: what was published (history, rollbacks) and its redirects.
  site: () => [dataRoots.builderPublications, dataRoots.builderRedirects],
  obituaries: () => [dataRoots.staffObituaries],
  rsvps: ([, obituaryId]) => [dataRoots.obituaryRsvps(obituaryId)],
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

/** What a mutation names: the changes, or how to read them from its answer and variables (typed by the caller). */
export type ChangesOf = readonly Change[] | ((result: never, variables: never) => readonly Change[]);

/** The changes a finished mutation named; a refused write has no answer (`undefined`). */
export function changesOf(named: ChangesOf | undefined, result: unknown, variables: unknown): readonly Change[] | undefined {
  if (typeof named !== 'function') return named;
  return (named as (result: unknown, variables: unknown) => readonly Change[])(result, variables);
}

/**
 * Whether a refused write should still refresh what it named: a 409 says the thing moved under us (another
 * person changed it), and `meta.refreshWhenRefused` marks a write that may have changed something even when it
 * failed (a declined card leaves a failed payment on the statement).
 */
export function refreshAfterError(error: unknown, meta: { refreshWhenRefused?: boolean } | undefined): boolean {
  return meta?.refreshWhenRefused === true || (error as { status?: unknown } | null)?.status === 409;
}

/** Refresh every reader of the changes; the mutation cache (query-client.ts) awaits it after each successful write. */
export async function invalidateChanges(client: QueryClient, changes: readonly Change[] | undefined): Promise<void> {
  if (!changes?.length) return;
  await Promise.all(readersOf(changes).map((queryKey) => client.invalidateQueries({ queryKey })));
}

declare module '@tanstack/react-query' {
  interface Register {
    // `changes`: what a successful write changed; query-client.ts refreshes its readers (invalidation.ts).
    // `refreshWhenRefused`: refresh them after a failed write too (see refreshAfterError).
    // A function names them from the write's answer and variables (a retried job's case, a moved order).
    mutationMeta: { changes?: ChangesOf; refreshWhenRefused?: boolean } & Record<string, unknown>;
  }
}

/**
 * For a write that is not a `useMutation` (an autosave, a chain of calls, an upload): `const changed =
 * useChanged(); await changed([['case', id]])` refreshes the same readers the map names.
 */
export function useChanged(): (changes: readonly Change[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback((changes) => invalidateChanges(client, changes), [client]);
}

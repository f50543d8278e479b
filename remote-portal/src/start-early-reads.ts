import { caseHomeAddress, portalHomeAddress } from './lib/early-addresses';
import { casesRead, startCaseHomeReads } from './api/early-reads';

/**
 * Issue 44 (api/early-reads.ts): when the portal's routes load in a browser opened at the portal's home or at a
 * case's home, the reads those pages make start now, not once the signed-in pages' code has arrived. The home
 * with one case opens that case (portal-home-page.tsx), so its reads start as soon as the list says which.
 */
export function startEarlyReads(pathname: string): void {
  const caseId = caseHomeAddress(pathname);
  if (caseId !== null) {
    startCaseHomeReads(caseId);
    return;
  }
  if (!portalHomeAddress(pathname)) return;
  casesRead(1)
    .start()
    .then(({ items, hasNext }) => {
      if (items.length === 1 && !hasNext) startCaseHomeReads(items[0]!.id);
    })
    .catch(() => undefined);
}

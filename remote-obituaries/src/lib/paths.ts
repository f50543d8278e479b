// Kept here rather than imported from the contract: a value import from @keepsake/shared/contract would
// load zod and every schema on the read-only pages (ADR 041: the client is typed by the contract, not
// parsing with it).

/** The canonical address of an obituary or one of its sub-pages; a wrong name slug redirects here. */
export function obituaryPath(obituary: { id: number; nameSlug: string }, subPage = ''): string {
  return `/obituaries/${obituary.id}/${obituary.nameSlug}${subPage ? `/${subPage}` : ''}`;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(cents: number): string {
  return USD.format(cents / 100);
}

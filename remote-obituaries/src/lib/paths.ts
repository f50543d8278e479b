// The visitor's addresses of an obituary's pages (the API's own paths are `apiPaths` in @keepsake/shared/rules).

/** The canonical address of an obituary or one of its sub-pages; a wrong name slug redirects here. */
export function obituaryPath(obituary: { id: number; nameSlug: string }, subPage = ''): string {
  return `/obituaries/${obituary.id}/${obituary.nameSlug}${subPage ? `/${subPage}` : ''}`;
}

// The memory form's id on the memories page; the obituary's "Share a memory" links to it, which opens it.
export const SHARE_MEMORY_FORM_ID = 'share-memory-form';

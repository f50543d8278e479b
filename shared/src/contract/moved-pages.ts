// Redirects a publish owes visitors (issue 26): a page that moved (same page id, new path) sends its old
// path to the new one; a deleted page sends its path to the nearest page above it that still exists (or
// the home page). A path that is a page again in the new document loses any redirect, so a redirect never
// hides a page.

interface PagesDoc {
  pages?: Record<string, { id?: string }>;
}

export interface OwedRedirects {
  add: { from: string; to: string }[];
  /** Paths that are pages now: a redirect from them would shadow the page. */
  clear: string[];
}

function nearestExisting(path: string, pages: Record<string, unknown>): string {
  let parent = path;
  while (parent.includes('/') && parent !== '/') {
    parent = parent.slice(0, parent.lastIndexOf('/')) || '/';
    if (pages[parent]) return parent;
  }
  return '/';
}

export function redirectsOwed(previous: unknown, next: unknown): OwedRedirects {
  const before = (previous as PagesDoc | null)?.pages ?? {};
  const after = (next as PagesDoc | null)?.pages ?? {};
  const pathById = new Map(Object.entries(after).map(([path, page]) => [page.id, path]));
  const add = Object.entries(before)
    .filter(([path]) => !after[path])
    .map(([path, page]) => ({ from: path, to: (page.id && pathById.get(page.id)) || nearestExisting(path, after) }));
  return { add, clear: Object.keys(after) };
}

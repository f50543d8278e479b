import type { NavEntry, Page, RenderContext } from '@keepsake/shared/contract';

export type FoundPage = { kind: 'page'; page: Page } | { kind: 'redirect'; to: string } | { kind: 'missing' };

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A page by path; a page with no modules but a first child redirects to that child (SPEC §2). */
export function findPage(context: RenderContext, pathname: string): FoundPage {
  const path = normalize(pathname);
  const page = context.pages[path];
  if (!page) return { kind: 'missing' };
  if (page.modules.length === 0) {
    const firstChild = findEntry(context.navigation, path)?.children?.find((child) => !child.node.empty);
    if (firstChild) return { kind: 'redirect', to: firstChild.node.to };
  }
  return { kind: 'page', page };
}

function findEntry(entries: NavEntry[], path: string): NavEntry | undefined {
  for (const entry of entries) {
    if (normalize(entry.node.to) === path) return entry;
    const nested = entry.children ? findEntry(entry.children, path) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

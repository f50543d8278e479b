import type { NavEntry, Page, RenderContext } from '@keepsake/shared/contract/website';

export type FoundPage = { kind: 'page'; page: Page } | { kind: 'redirect'; to: string } | { kind: 'missing' };

export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A page by path; a page with no modules but a first child redirects to that child (SPEC §2). */
export function findPage(context: Pick<RenderContext, 'pages' | 'navigation'>, pathname: string): FoundPage {
  const path = normalizePath(pathname);
  const page = Object.hasOwn(context.pages, path) ? context.pages[path] : undefined;
  if (!page) return { kind: 'missing' };
  if (page.modules.length === 0) {
    const firstChild = findNavEntry(context.navigation, path)?.children?.find((child) => !child.node.empty && child.node.to);
    if (firstChild) return { kind: 'redirect', to: firstChild.node.to };
  }
  return { kind: 'page', page };
}

export function findNavEntry(entries: NavEntry[], path: string): NavEntry | undefined {
  for (const entry of entries) {
    if (!entry.node.empty && normalizePath(entry.node.to) === path) return entry;
    const nested = entry.children ? findNavEntry(entry.children, path) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

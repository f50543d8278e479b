import type { NavEntry } from '@keepsake/shared/contract/website';

// The header shows every entry except those marked hiddenHeader (e.g. "Plan Now", SPEC §2), at any depth.
export function headerEntries(entries: NavEntry[]): NavEntry[] {
  return entries.filter((entry) => !entry.node.hiddenHeader).map((entry) => (entry.children ? { ...entry, children: headerEntries(entry.children) } : entry));
}

// Whether the visitor is on this entry's page or one of its children's.
export function isCurrentEntry(entry: NavEntry, pathname: string): boolean {
  if (
    !entry.node.empty &&
    entry.node.to &&
    (entry.node.to === '/' ? pathname === '/' : pathname === entry.node.to || pathname.startsWith(`${entry.node.to}/`))
  ) {
    return true;
  }
  return (entry.children ?? []).some((child) => isCurrentEntry(child, pathname));
}

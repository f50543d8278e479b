import type { Module, ModuleImage, NavEntry, RenderContext } from '@keepsake/shared/contract/website';
import { newId } from './schema-walk';

// Pages and the navigation as staff shape them (issue 26). Pure: each returns a new context (or the same
// one when nothing changes), so every operation is one undoable step of the editor.

/** A page's path as visitors type it: lowercase words joined by hyphens, one or more segments. */
export const SLUG_RULE = /^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

export function slugFrom(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/${slug || 'page'}`;
}

/** Why a path cannot be this page's, or null. */
export function pathProblem(context: RenderContext, path: string, current?: string): string | null {
  if (!SLUG_RULE.test(path)) return 'Use a path like /our-services: lowercase letters, digits and hyphens after a slash.';
  if (path !== current && context.pages[path]) return `There is already a page at ${path}.`;
  return null;
}

const withFreshIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withFreshIds);
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFreshIds(v)]));
  return 'id' in copy ? { ...copy, id: newId('copy') } : copy;
};

/** A new page, blank or with a copy of a template page's modules (fresh ids), in the navigation's top level. */
export function createPage(
  context: RenderContext,
  { title, path, templatePath }: { title: string; path: string; templatePath?: string | undefined },
): RenderContext {
  const template = templatePath ? context.pages[templatePath] : undefined;
  const modules = (template ? withFreshIds(template.modules) : [{ id: newId('headline'), type: 'headline', text: title, level: 1 }]) as Module[];
  return {
    ...context,
    pages: { ...context.pages, [path]: { id: newId('page'), title, description: '', ...(template?.layout ? { layout: template.layout } : {}), modules } },
    navigation: [...context.navigation, { id: newId('nav'), node: { label: title, to: path } }],
  };
}

const mapNav = (entries: NavEntry[], update: (entry: NavEntry) => NavEntry | null): NavEntry[] =>
  entries.flatMap((entry) => {
    const next = update(entry);
    if (!next) return entry.children ? mapNav(entry.children, update) : []; // a removed entry's children move up
    return [next.children ? { ...next, children: mapNav(next.children, update) } : next];
  });

/** Moves a page (and the pages under it) to a new path; the navigation follows. Returns the redirects owed. */
export function movePage(context: RenderContext, from: string, to: string): { context: RenderContext; redirects: { from: string; to: string }[] } {
  if (from === to || !context.pages[from]) return { context, redirects: [] };
  const rename = (path: string) => (path === from ? to : path.startsWith(`${from}/`) ? to + path.slice(from.length) : path);
  const pages = Object.fromEntries(Object.entries(context.pages).map(([path, page]) => [rename(path), page]));
  const redirects = Object.keys(context.pages)
    .filter((path) => rename(path) !== path)
    .map((path) => ({ from: path, to: rename(path) }));
  const navigation = mapNav(context.navigation, (entry) => ({ ...entry, node: { ...entry.node, to: rename(entry.node.to) } }));
  return { context: { ...context, pages, navigation }, redirects };
}

/** Removes a page and its navigation entry (the entry's children move up a level). */
export function deletePage(context: RenderContext, path: string): RenderContext {
  if (!context.pages[path]) return context;
  const { [path]: _removed, ...pages } = context.pages;
  return { ...context, pages, navigation: mapNav(context.navigation, (entry) => (entry.node.to === path ? null : entry)) };
}

export function updatePage(
  context: RenderContext,
  path: string,
  value: Partial<{ title: string; description: string; layout: string | undefined; seoTitle: string | undefined; shareImage: ModuleImage | undefined }>,
): RenderContext {
  const page = context.pages[path];
  if (!page) return context;
  const next = { ...page, ...value };
  // An optional value set to undefined is removed, so the saved page has no empty keys.
  for (const key of ['layout', 'seoTitle', 'shareImage'] as const) if (key in value && value[key] === undefined) delete next[key];
  // A renamed page keeps its menu label in step when the label was its title.
  const navigation =
    value.title && value.title !== page.title
      ? mapNav(context.navigation, (entry) =>
          entry.node.to === path && entry.node.label === page.title ? { ...entry, node: { ...entry.node, label: value.title as string } } : entry,
        )
      : context.navigation;
  return { ...context, pages: { ...context.pages, [path]: next }, navigation };
}

/** Where a page's entry sits in the navigation tree: its siblings and index, or null when it is not in it. */
export function findNav(entries: NavEntry[], path: string): { siblings: NavEntry[]; index: number; parent: NavEntry | null } | null {
  const walk = (list: NavEntry[], parent: NavEntry | null): ReturnType<typeof findNav> => {
    for (const [index, entry] of list.entries()) {
      if (entry.node.to === path) return { siblings: list, index, parent };
      const inner = entry.children ? walk(entry.children, entry) : null;
      if (inner) return inner;
    }
    return null;
  };
  return walk(entries, null);
}

/** Replaces one sibling list of the tree (found by identity) with another. */
function replaceList(entries: NavEntry[], target: NavEntry[], next: NavEntry[]): NavEntry[] {
  if (entries === target) return next;
  return entries.map((entry) => (entry.children ? { ...entry, children: replaceList(entry.children, target, next) } : entry));
}

export type NavMove = 'up' | 'down' | 'in' | 'out';

/** Shows a page in the header menu (added at the end of the top level, or un-hidden). */
export function showInNav(context: RenderContext, path: string, show: boolean): RenderContext {
  const found = findNav(context.navigation, path);
  const page = context.pages[path];
  if (!page) return context;
  if (!found) return show ? { ...context, navigation: [...context.navigation, { id: newId('nav'), node: { label: page.title, to: path } }] } : context;
  const entry = found.siblings[found.index] as NavEntry;
  const node = { ...entry.node };
  if (show) delete node.hiddenHeader;
  else node.hiddenHeader = true;
  const siblings = found.siblings.map((e, i) => (i === found.index ? { ...entry, node } : e));
  return { ...context, navigation: replaceList(context.navigation, found.siblings, siblings) };
}

/** Up and down among its siblings; in: under the entry above it; out: after its parent. */
export function moveInNav(context: RenderContext, path: string, move: NavMove): RenderContext {
  const found = findNav(context.navigation, path);
  if (!found) return context;
  const { siblings, index, parent } = found;
  const entry = siblings[index] as NavEntry;
  const without = siblings.filter((_, i) => i !== index);
  if (move === 'up' || move === 'down') {
    const to = move === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= siblings.length) return context;
    const next = [...without];
    next.splice(to, 0, entry);
    return { ...context, navigation: replaceList(context.navigation, siblings, next) };
  }
  if (move === 'in') {
    const above = siblings[index - 1];
    if (!above) return context;
    const next = without.map((e) => (e === above ? { ...above, children: [...(above.children ?? []), entry] } : e));
    return { ...context, navigation: replaceList(context.navigation, siblings, next) };
  }
  if (!parent) return context;
  const outer = findNav(context.navigation, parent.node.to);
  if (!outer) return context;
  const parentNext = { ...parent, children: without.length ? without : undefined };
  if (!parentNext.children) delete parentNext.children;
  const next = [...outer.siblings];
  next.splice(outer.index, 1, parentNext, entry);
  return { ...context, navigation: replaceList(context.navigation, outer.siblings, next) };
}

import type { Module, Page, RenderContext } from '@keepsake/shared/contract/website';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface Rebased {
  context: RenderContext;
  /** Where both changed the same thing: this staff member's version was kept (theirs is in the history). */
  overlaps: string[];
}

/** The modules of a page merged by module: their list and order, with every module this editor added, changed or removed applied. */
function mergeModules(base: readonly Module[], mine: readonly Module[], theirs: readonly Module[], where: string, overlaps: string[]): Module[] {
  const baseById = new Map(base.map((m) => [m.id, m]));
  const mineById = new Map(mine.map((m) => [m.id, m]));
  const theirsById = new Map(theirs.map((m) => [m.id, m]));
  const result: Module[] = [];
  for (const module of theirs) {
    const old = baseById.get(module.id);
    const my = mineById.get(module.id);
    if (old && !my) continue; // removed here
    if (old && my && !same(old, my)) {
      if (!same(old, module)) overlaps.push(`${where}: a ${module.type} module`);
      result.push(my);
    } else result.push(module);
  }
  // Modules added here go after the module they followed here (or first), so the place is kept.
  mine.forEach((module, index) => {
    if (baseById.has(module.id) || theirsById.has(module.id)) return;
    const before = mine
      .slice(0, index)
      .reverse()
      .find((m) => result.some((r) => r.id === m.id));
    const at = before ? result.findIndex((r) => r.id === before.id) + 1 : 0;
    result.splice(at, 0, module);
  });
  return result;
}

function mergePage(base: Page | undefined, mine: Page | undefined, theirs: Page | undefined, path: string, overlaps: string[]): Page | undefined {
  if (same(base, mine)) return theirs; // untouched here: theirs as it is
  if (same(base, theirs)) return mine; // untouched there: ours
  if (!mine) return undefined; // removed here
  if (!theirs || !base) return mine; // removed there, or added on both sides: ours
  const { modules: _b, ...baseRest } = base;
  const { modules: _m, ...mineRest } = mine;
  const { modules: _t, ...theirsRest } = theirs;
  const fields = same(baseRest, mineRest) ? theirsRest : mineRest;
  if (!same(baseRest, mineRest) && !same(baseRest, theirsRest)) overlaps.push(`${mine.title} (${path}): title, description or layout`);
  return { ...fields, modules: mergeModules(base.modules, mine.modules, theirs.modules, `${mine.title} (${path})`, overlaps) };
}

const SITE_KEYS = ['design', 'company', 'navigation', 'settings', 'header', 'footer', 'locations'] as const;
const SITE_NAMES: Record<(typeof SITE_KEYS)[number], string> = {
  design: 'the design',
  company: 'the company details',
  navigation: 'the navigation',
  settings: 'the site settings',
  header: 'the header',
  footer: 'the footer',
  locations: 'the locations',
};

/**
 * A save refused as stale (409): this editor's changes (base → mine) re-applied onto the newer draft
 * (theirs), by page and by module, so neither staff member's work is lost. Where both changed the same
 * module or setting, this editor's version wins and the overlap is named for review.
 */
export function rebaseDraft(base: RenderContext, mine: RenderContext, theirs: RenderContext): Rebased {
  const overlaps: string[] = [];
  const context = { ...theirs, pages: {} as RenderContext['pages'] };
  for (const key of SITE_KEYS) {
    if (same(base[key], mine[key])) continue;
    if (!same(base[key], theirs[key])) overlaps.push(SITE_NAMES[key]);
    (context as Record<string, unknown>)[key] = mine[key];
  }
  const paths = [...new Set([...Object.keys(theirs.pages), ...Object.keys(mine.pages)])];
  for (const path of paths) {
    const page = mergePage(base.pages[path], mine.pages[path], theirs.pages[path], path, overlaps);
    if (page) context.pages[path] = page;
  }
  return { context, overlaps };
}

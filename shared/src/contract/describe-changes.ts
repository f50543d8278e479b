import { describeModule } from '@keepsake/shared/rules';
import { redirectsOwed } from './moved-pages';
import type { Design, NavEntry, Page, RenderContext } from './render-context';

// Issue 40.3: what publishing changes on the live site, in words staff can check: the look (colours, fonts,
// corners), the home's facts (name, phone, email, logo), the header and footer, locations, pages (added,
// moved, removed, renamed, their modules), the navigation and the redirects a publish leaves. The studio's
// publish dialog and the API's History use this one function, so both say the same.

const DESIGN_LABELS: Record<keyof Design, string> = {
  colorPrimary: 'Primary colour',
  colorText: 'Text colour',
  colorBackground: 'Background colour',
  colorAccent: 'Accent colour',
  fontHeading: 'Heading font',
  fontBody: 'Body font',
  buttonCorners: 'Button corners',
  secondaryButtonCorners: 'Secondary button corners',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const quoted = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : `“${String(value)}”`);
const changed = (label: string, before: unknown, after: unknown) => `${label}: ${quoted(before)} → ${quoted(after)}`;

function designLines(before: Design, after: Design): string[] {
  return (Object.keys(DESIGN_LABELS) as (keyof Design)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => changed(DESIGN_LABELS[key], before[key], after[key]));
}

function siteLines(live: RenderContext, draft: RenderContext): string[] {
  const lines = designLines(live.design, draft.design);
  const company = [
    ['Home name', live.company.name, draft.company.name],
    ['Phone', live.company.phoneNumber, draft.company.phoneNumber],
    ['Email', live.company.email, draft.company.email],
  ] as const;
  for (const [label, before, after] of company) if (before !== after) lines.push(changed(label, before, after));
  if (live.company.logoUrl !== draft.company.logoUrl) lines.push(draft.company.logoUrl ? 'Logo: a new picture' : 'Logo: removed');
  if (live.header?.tagline !== draft.header?.tagline) lines.push(changed('Header tagline', live.header.tagline, draft.header.tagline));
  if (live.footer?.text !== draft.footer?.text) lines.push(changed('Footer text', live.footer?.text, draft.footer?.text));
  if (!same(live.footer?.links, draft.footer?.links)) lines.push('Footer links');
  if (!same(live.settings, draft.settings)) lines.push('Site settings');
  const liveLocations = new Map((live.locations ?? []).map((l) => [l.id, l]));
  const draftIds = new Set((draft.locations ?? []).map((l) => l.id));
  for (const location of draft.locations ?? []) {
    const old = liveLocations.get(location.id);
    if (!old) lines.push(`Location added: ${location.name}`);
    else if (!same(old, location)) lines.push(`Location changed: ${location.name}`);
  }
  for (const location of live.locations ?? []) if (!draftIds.has(location.id)) lines.push(`Location removed: ${location.name}`);
  return lines;
}

// The navigation as "Label → /path" lines with their place, so an added, removed, renamed or moved entry shows.
function flatNav(entries: NavEntry[], parent = ''): Map<string, { label: string; to: string; place: string; hidden: boolean }> {
  const found = new Map<string, { label: string; to: string; place: string; hidden: boolean }>();
  entries.forEach((entry, index) => {
    found.set(entry.id, { label: entry.node.label, to: entry.node.to, place: `${parent}${index}`, hidden: entry.node.hiddenHeader === true });
    for (const [id, child] of flatNav(entry.children ?? [], `${entry.id}/`)) found.set(id, child);
  });
  return found;
}

function navigationLines(live: NavEntry[], draft: NavEntry[]): string[] {
  const before = flatNav(live);
  const after = flatNav(draft);
  const lines: string[] = [];
  for (const [id, entry] of after) {
    const old = before.get(id);
    if (!old) lines.push(`Navigation: adds “${entry.label}”`);
    else {
      if (old.label !== entry.label) lines.push(`Navigation: “${old.label}” renamed “${entry.label}”`);
      if (old.to !== entry.to) lines.push(`Navigation: “${entry.label}” now goes to ${entry.to}`);
      if (old.place !== entry.place) lines.push(`Navigation: “${entry.label}” moved`);
      if (old.hidden !== entry.hidden) lines.push(`Navigation: “${entry.label}” ${entry.hidden ? 'hidden from' : 'shown in'} the header`);
    }
  }
  for (const [id, entry] of before) if (!after.has(id)) lines.push(`Navigation: removes “${entry.label}”`);
  return lines;
}

function pageLines(name: string, before: Page, after: Page): string[] {
  const lines: string[] = [];
  const beforeById = new Map(before.modules.map((m) => [m.id, m]));
  const afterIds = new Set(after.modules.map((m) => m.id));
  for (const module of after.modules) {
    const old = beforeById.get(module.id);
    if (!old) lines.push(`${name}: adds ${describeModule(module)}`);
    else if (!same(old, module)) lines.push(`${name}: changes ${describeModule(module)}`);
  }
  for (const module of before.modules) if (!afterIds.has(module.id)) lines.push(`${name}: removes ${describeModule(module)}`);
  const kept = (ids: string[]) => ids.filter((id) => beforeById.has(id) && afterIds.has(id));
  if (kept(after.modules.map((m) => m.id)).join() !== kept(before.modules.map((m) => m.id)).join()) lines.push(`${name}: modules in a new order`);
  if (before.title !== after.title) lines.push(`${name}: title (was “${before.title}”)`);
  if (before.description !== after.description) lines.push(`${name}: search description`);
  if (before.seoTitle !== after.seoTitle) lines.push(`${name}: search title`);
  if (!same(before.shareImage, after.shareImage)) lines.push(`${name}: share picture`);
  if (before.layout !== after.layout) lines.push(`${name}: layout`);
  return lines;
}

function pagesLines(live: RenderContext, draft: RenderContext): string[] {
  const lines: string[] = [];
  const livePathById = new Map(Object.entries(live.pages).map(([path, page]) => [page.id, path]));
  const draftPathById = new Map(Object.entries(draft.pages).map(([path, page]) => [page.id, path]));
  const paths = [...new Set([...Object.keys(draft.pages), ...Object.keys(live.pages)])].sort();
  for (const path of paths) {
    const after = draft.pages[path];
    const before = live.pages[path];
    // The same page (by id) at another path: moved, then compared with itself.
    const movedFrom = after && !before ? livePathById.get(after.id) : undefined;
    if (after && movedFrom && !draft.pages[movedFrom]) {
      const name = `${after.title} (${path})`;
      lines.push(`${name}: moved from ${movedFrom}`, ...pageLines(name, live.pages[movedFrom]!, after));
      continue;
    }
    if (after && !before) {
      lines.push(`${after.title} (${path}): new page`);
      continue;
    }
    if (before && !after) {
      const movedTo = draftPathById.get(before.id);
      if (!movedTo || live.pages[movedTo]) lines.push(`${before.title} (${path}): page removed`);
      continue;
    }
    if (before && after) lines.push(...pageLines(`${after.title} (${path})`, before, after));
  }
  return lines;
}

/** What publishing `draft` over `live` changes, one line each: the site, the navigation, the pages, redirects. */
export function describeChanges(live: RenderContext, draft: RenderContext): string[] {
  const redirects = redirectsOwed(live, draft).add.map((redirect) => `Redirect: ${redirect.from} now sends visitors to ${redirect.to}`);
  // A partial document (a test's, or one stored before a section existed) is compared on what it has.
  const site = live.design && draft.design && live.company && draft.company ? siteLines(live, draft) : [];
  return [...site, ...navigationLines(live.navigation ?? [], draft.navigation ?? []), ...pagesLines(live, draft), ...redirects];
}

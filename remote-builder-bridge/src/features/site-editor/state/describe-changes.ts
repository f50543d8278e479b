import type { RenderContext } from '@keepsake/shared/contract';
import { describeModule } from '../../../lib/module-labels';

/** What publishing would change on the live site, page by page, in words staff can check. */
export function describeChanges(live: RenderContext, draft: RenderContext): string[] {
  const lines: string[] = [];
  const paths = [...new Set([...Object.keys(draft.pages), ...Object.keys(live.pages)])].sort();
  for (const path of paths) {
    const before = live.pages[path];
    const after = draft.pages[path];
    if (!before && after) {
      lines.push(`${after.title} (${path}): new page`);
      continue;
    }
    if (before && !after) {
      lines.push(`${before.title} (${path}): page removed`);
      continue;
    }
    if (!before || !after) continue;
    const name = `${after.title} (${path})`;
    const beforeById = new Map(before.modules.map((m) => [m.id, m]));
    const afterIds = new Set(after.modules.map((m) => m.id));
    for (const module of after.modules) {
      const old = beforeById.get(module.id);
      if (!old) lines.push(`${name}: adds ${describeModule(module)}`);
      else if (JSON.stringify(old) !== JSON.stringify(module)) lines.push(`${name}: changes ${describeModule(module)}`);
    }
    for (const module of before.modules) {
      if (!afterIds.has(module.id)) lines.push(`${name}: removes ${describeModule(module)}`);
    }
    const kept = (ids: string[]) => ids.filter((id) => beforeById.has(id) && afterIds.has(id));
    if (kept(after.modules.map((m) => m.id)).join() !== kept(before.modules.map((m) => m.id)).join()) lines.push(`${name}: modules in a new order`);
    if (before.title !== after.title || before.description !== after.description) lines.push(`${name}: title or description`);
  }
  return lines;
}

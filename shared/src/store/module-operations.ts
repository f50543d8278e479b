// Pure page-builder operations over a page's modules (SPEC §4). Each returns a new array, or the same
// array when nothing changes, so atoms holding it do not notify subscribers for a no-op.

export interface HasId {
  id: string;
}

export type MoveDirection = 'up' | 'down';

// Inserted before `beforeModuleId`, or at the end when that id is not on the page.
export function addModule<T extends HasId>(modules: readonly T[], module: T, beforeModuleId?: string | null): T[] {
  const index = beforeModuleId == null ? -1 : modules.findIndex((m) => m.id === beforeModuleId);
  if (index === -1) return [...modules, module];
  return [...modules.slice(0, index), module, ...modules.slice(index)];
}

export function removeModule<T extends HasId>(modules: readonly T[], moduleId: string): readonly T[] {
  return modules.some((m) => m.id === moduleId) ? modules.filter((m) => m.id !== moduleId) : modules;
}

// A shallow merge that keeps the module's id: the builder sends whole values or partial ones.
export function updateModule<T extends HasId>(modules: readonly T[], moduleId: string, value: Partial<T>): readonly T[] {
  if (!modules.some((m) => m.id === moduleId)) return modules;
  return modules.map((m) => (m.id === moduleId ? { ...m, ...value, id: m.id } : m));
}

// 'up' is towards the top of the page (index 0). At an edge, or for an unknown id, nothing moves.
export function moveModule<T extends HasId>(modules: readonly T[], moduleId: string, direction: MoveDirection): readonly T[] {
  const from = modules.findIndex((m) => m.id === moduleId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= modules.length) return modules;
  const next = [...modules];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

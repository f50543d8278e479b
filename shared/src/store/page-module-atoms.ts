import { atom } from 'jotai';
import type { Module } from '@keepsake/shared/contract/website';
import { activateModule, builderStateAtom, deactivateModule } from './builder-state';
import { addModule, moveModule, removeModule, updateModule, type MoveDirection } from './module-operations';
import { renderContextAtom } from './render-context-atoms';

// Write atoms that apply the builder's module operations to one page of the render context, so the
// page re-renders in place while the staff editor works on the draft.

type ModulesUpdate = (modules: readonly Module[]) => readonly Module[];

const updatePageModulesAtom = atom(null, (get, set, path: string, update: ModulesUpdate) => {
  const context = get(renderContextAtom);
  const page = context?.pages[path];
  if (!context || !page) return;
  const modules = update(page.modules);
  if (modules === page.modules) return;
  set(renderContextAtom, { ...context, pages: { ...context.pages, [path]: { ...page, modules: [...modules] } } });
});

export interface AddPageModule {
  path: string;
  module: Module;
  beforeModuleId?: string | null;
}

export const addPageModuleAtom = atom(null, (get, set, { path, module, beforeModuleId }: AddPageModule) => {
  set(updatePageModulesAtom, path, (modules) => addModule(modules, module, beforeModuleId));
  // The new module becomes active so the editor opens it straight away (SPEC §4).
  set(builderStateAtom, activateModule(get(builderStateAtom), module.id));
});

export const removePageModuleAtom = atom(null, (get, set, { path, moduleId }: { path: string; moduleId: string }) => {
  set(updatePageModulesAtom, path, (modules) => removeModule(modules, moduleId));
  set(builderStateAtom, deactivateModule(get(builderStateAtom), moduleId));
});

export const updatePageModuleAtom = atom(null, (_get, set, { path, moduleId, value }: { path: string; moduleId: string; value: Partial<Module> }) => {
  set(updatePageModulesAtom, path, (modules) => updateModule(modules, moduleId, value));
});

export const movePageModuleAtom = atom(null, (_get, set, { path, moduleId, direction }: { path: string; moduleId: string; direction: MoveDirection }) => {
  set(updatePageModulesAtom, path, (modules) => moveModule(modules, moduleId, direction));
});

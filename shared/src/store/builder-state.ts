import { atom } from 'jotai';

export interface BuilderState {
  hoveredModuleId: string | null;
  activeModuleId: string | null;
  previewing: boolean;
  editing: boolean;
}

export const initialBuilderState: BuilderState = {
  hoveredModuleId: null,
  activeModuleId: null,
  previewing: false,
  editing: false,
};

// Only one module is active at a time, so activating one implicitly deactivates the previous (SPEC §4).
export function activateModule(state: BuilderState, moduleId: string): BuilderState {
  return state.activeModuleId === moduleId ? state : { ...state, activeModuleId: moduleId };
}

// A stale deactivate (for a module that is no longer active) must not clear the newer selection.
export function deactivateModule(state: BuilderState, moduleId: string): BuilderState {
  return state.activeModuleId === moduleId ? { ...state, activeModuleId: null } : state;
}

export const builderStateAtom = atom<BuilderState>(initialBuilderState);

export const inEditModeAtom = atom((get) => {
  const { previewing, editing } = get(builderStateAtom);
  return previewing && editing;
});

export const activateModuleAtom = atom(null, (get, set, moduleId: string) => {
  set(builderStateAtom, activateModule(get(builderStateAtom), moduleId));
});

export const deactivateModuleAtom = atom(null, (get, set, moduleId: string) => {
  set(builderStateAtom, deactivateModule(get(builderStateAtom), moduleId));
});

export const hoverModuleAtom = atom(null, (get, set, moduleId: string | null) => {
  set(builderStateAtom, { ...get(builderStateAtom), hoveredModuleId: moduleId });
});

/** @jest-environment node */
import { createStore } from 'jotai';
import { activateModuleAtom, builderStateAtom, deactivateModuleAtom, hoverModuleAtom, inEditModeAtom, initialBuilderState } from './builder-state';

describe('builder state', () => {
  it('activating a module deactivates the previous one', () => {
    const store = createStore();
    store.set(activateModuleAtom, 'a');
    store.set(activateModuleAtom, 'b');
    expect(store.get(builderStateAtom).activeModuleId).toBe('b');
  });

  it('deactivates only the module that is active', () => {
    const store = createStore();
    store.set(activateModuleAtom, 'b');
    store.set(deactivateModuleAtom, 'a');
    expect(store.get(builderStateAtom).activeModuleId).toBe('b');
    store.set(deactivateModuleAtom, 'b');
    expect(store.get(builderStateAtom).activeModuleId).toBeNull();
  });

  it('tracks the hovered module', () => {
    const store = createStore();
    store.set(hoverModuleAtom, 'a');
    expect(store.get(builderStateAtom).hoveredModuleId).toBe('a');
    store.set(hoverModuleAtom, null);
    expect(store.get(builderStateAtom).hoveredModuleId).toBeNull();
  });

  it.each([
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [true, true, true],
  ])('previewing %s + editing %s → in edit mode %s', (previewing, editing, expected) => {
    const store = createStore();
    store.set(builderStateAtom, { ...initialBuilderState, previewing, editing });
    expect(store.get(inEditModeAtom)).toBe(expected);
  });
});

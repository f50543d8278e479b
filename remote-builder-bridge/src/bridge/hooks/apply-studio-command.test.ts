/** @jest-environment node */
import { createStore } from 'jotai';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { builderStateAtom, inEditModeAtom, renderContextAtom } from '@keepsake/shared/store';
import { applyStudioCommand } from './use-bridge-session';

const headline = (id: string, text = id) => ({ id, type: 'headline' as const, text, level: 2 as const });
const context = (modules: ReturnType<typeof headline>[], navigation: unknown[] = []) =>
  ({ navigation, pages: { '/': { id: 'home', title: 'Home', description: '', modules } } }) as unknown as RenderContext;
const ids = (store: ReturnType<typeof createStore>) => store.get(renderContextAtom)?.pages['/']?.modules.map((m) => m.id);

function setup() {
  const store = createStore();
  store.set(renderContextAtom, context([headline('a'), headline('b')], [{ id: 'plan-now' }]));
  store.set(builderStateAtom, { ...store.get(builderStateAtom), previewing: true });
  return store;
}

describe('applyStudioCommand (the frame end)', () => {
  it('set-editing with previewing is the in-edit mode', () => {
    const store = setup();
    applyStudioCommand(store, { type: 'studio:set-editing', payload: { editing: true } });
    expect(store.get(inEditModeAtom)).toBe(true);
  });

  it('set-draft replaces the pages and keeps the navigation the shell prepared', () => {
    const store = setup();
    applyStudioCommand(store, { type: 'studio:set-draft', payload: { context: context([headline('z')]) } });
    expect(ids(store)).toEqual(['z']);
    expect(store.get(renderContextAtom)?.navigation).toEqual([{ id: 'plan-now' }]);
  });

  it('adds before a module (it becomes active), moves, updates and removes', () => {
    const store = setup();
    applyStudioCommand(store, { type: 'studio:add-module', payload: { path: '/', module: headline('x'), beforeModuleId: 'b' } });
    expect(ids(store)).toEqual(['a', 'x', 'b']);
    expect(store.get(builderStateAtom).activeModuleId).toBe('x');
    applyStudioCommand(store, { type: 'studio:move-module', payload: { path: '/', moduleId: 'x', direction: 'up' } });
    expect(ids(store)).toEqual(['x', 'a', 'b']);
    applyStudioCommand(store, { type: 'studio:update-module', payload: { path: '/', moduleId: 'x', value: { text: 'Changed' } } });
    expect(store.get(renderContextAtom)?.pages['/']?.modules[0]).toMatchObject({ id: 'x', text: 'Changed' });
    applyStudioCommand(store, { type: 'studio:remove-module', payload: { path: '/', moduleId: 'x' } });
    expect(ids(store)).toEqual(['a', 'b']);
    expect(store.get(builderStateAtom).activeModuleId).toBeNull();
  });

  it('activates one module at a time and deactivates only the active one', () => {
    const store = setup();
    applyStudioCommand(store, { type: 'studio:activate-module', payload: { moduleId: 'a' } });
    applyStudioCommand(store, { type: 'studio:activate-module', payload: { moduleId: 'b' } });
    applyStudioCommand(store, { type: 'studio:deactivate-module', payload: { moduleId: 'a' } });
    expect(store.get(builderStateAtom).activeModuleId).toBe('b');
    applyStudioCommand(store, { type: 'studio:deactivate-module', payload: { moduleId: 'b' } });
    expect(store.get(builderStateAtom).activeModuleId).toBeNull();
  });
});

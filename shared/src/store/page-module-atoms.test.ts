/** @jest-environment node */
import { createStore } from 'jotai';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { builderStateAtom } from './builder-state';
import { addPageModuleAtom, movePageModuleAtom, removePageModuleAtom, updatePageModuleAtom } from './page-module-atoms';
import { renderContextAtom } from './render-context-atoms';

const page = (modules: { id: string; type: string }[]) => ({ id: 'home', title: 'Home', description: '', modules });

function storeWithPage() {
  const store = createStore();
  const context = {
    pages: {
      '/': page([
        { id: 'hero', type: 'hero' },
        { id: 'text', type: 'text' },
      ]),
    },
  } as unknown as RenderContext;
  store.set(renderContextAtom, context);
  return store;
}
const moduleIds = (store: ReturnType<typeof createStore>) => store.get(renderContextAtom)?.pages['/']?.modules.map((m) => m.id);

describe('page module atoms', () => {
  it('adds a module before another and makes it active', () => {
    const store = storeWithPage();
    store.set(addPageModuleAtom, { path: '/', module: { id: 'map', type: 'map', locationIds: [] }, beforeModuleId: 'text' });
    expect(moduleIds(store)).toEqual(['hero', 'map', 'text']);
    expect(store.get(builderStateAtom).activeModuleId).toBe('map');
  });

  it('removes a module and deactivates it when it was active', () => {
    const store = storeWithPage();
    store.set(builderStateAtom, { ...store.get(builderStateAtom), activeModuleId: 'hero' });
    store.set(removePageModuleAtom, { path: '/', moduleId: 'hero' });
    expect(moduleIds(store)).toEqual(['text']);
    expect(store.get(builderStateAtom).activeModuleId).toBeNull();
  });

  it('updates and moves modules', () => {
    const store = storeWithPage();
    store.set(updatePageModuleAtom, { path: '/', moduleId: 'text', value: { heading: 'In loving memory' } });
    store.set(movePageModuleAtom, { path: '/', moduleId: 'text', direction: 'up' });
    expect(store.get(renderContextAtom)?.pages['/']?.modules).toEqual([
      { id: 'text', type: 'text', heading: 'In loving memory' },
      { id: 'hero', type: 'hero' },
    ]);
  });

  it('ignores unknown pages and leaves the context untouched for no-ops', () => {
    const store = storeWithPage();
    const before = store.get(renderContextAtom);
    store.set(movePageModuleAtom, { path: '/missing', moduleId: 'hero', direction: 'down' });
    store.set(movePageModuleAtom, { path: '/', moduleId: 'hero', direction: 'up' });
    expect(store.get(renderContextAtom)).toBe(before);
  });
});

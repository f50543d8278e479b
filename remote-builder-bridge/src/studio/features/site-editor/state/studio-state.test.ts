/** @jest-environment node */
import type { RenderContext } from '@keepsake/shared/contract/website';
import { commandsFor, initialStudioState, isDirty, pageModules, studioReducer, type StudioAction, type StudioState } from './studio-state';

const context = {
  pages: {
    '/': {
      id: 'home',
      title: 'Home',
      description: '',
      modules: [
        { id: 'a', type: 'headline', text: 'A', level: 2 },
        { id: 'b', type: 'headline', text: 'B', level: 2 },
        { id: 'c', type: 'headline', text: 'C', level: 2 },
      ],
    },
    '/about': { id: 'about', title: 'About', description: '', modules: [] },
  },
} as unknown as RenderContext;

const run = (state: StudioState, ...actions: StudioAction[]) => actions.reduce(studioReducer, state);
const ids = (state: StudioState) => pageModules(state).map((m) => m.id);
const fresh = () => initialStudioState(context, 3);
const headline = (id: string) => ({ id, type: 'headline' as const, text: id, level: 2 as const });

describe('studio state (SPEC §4 builder rules)', () => {
  it('starts on the home page, clean', () => {
    const state = fresh();
    expect(state.path).toBe('/');
    expect(isDirty(state)).toBe(false);
  });

  it('activating a module deactivates the previous one', () => {
    const state = run(fresh(), { type: 'activate', moduleId: 'a' }, { type: 'activate', moduleId: 'b' });
    expect(state.activeModuleId).toBe('b');
  });

  it('adds before a module, or at the end when that id is not found, and the new one becomes active', () => {
    const before = run(fresh(), { type: 'add', module: headline('x'), beforeModuleId: 'b' });
    expect(ids(before)).toEqual(['a', 'x', 'b', 'c']);
    expect(before.activeModuleId).toBe('x');
    const end = run(fresh(), { type: 'add', module: headline('y'), beforeModuleId: 'missing' });
    expect(ids(end)).toEqual(['a', 'b', 'c', 'y']);
    expect(isDirty(end)).toBe(true);
  });

  it('removes, updates by id and moves by a direction', () => {
    const state = run(
      fresh(),
      { type: 'activate', moduleId: 'b' },
      { type: 'remove', moduleId: 'b' },
      { type: 'update', moduleId: 'c', value: { text: 'Changed' } },
      { type: 'move', moduleId: 'c', direction: 'up' },
    );
    expect(ids(state)).toEqual(['c', 'a']);
    expect(state.activeModuleId).toBeNull();
    expect(pageModules(state)[0]).toMatchObject({ id: 'c', text: 'Changed' });
  });

  it('undoes and redoes every change; typing in one field is one step', () => {
    const state = run(
      fresh(),
      { type: 'move', moduleId: 'a', direction: 'down' },
      { type: 'update', moduleId: 'a', value: { text: 'H' }, editKey: 'a.text' },
      { type: 'update', moduleId: 'a', value: { text: 'He' }, editKey: 'a.text' },
      { type: 'update', moduleId: 'a', value: { text: 'Hey' }, editKey: 'a.text' },
    );
    const undone = run(state, { type: 'undo' });
    expect(pageModules(undone).find((m) => m.id === 'a')).toMatchObject({ text: 'A' });
    expect(ids(undone)).toEqual(['b', 'a', 'c']);
    const twice = run(undone, { type: 'undo' });
    expect(ids(twice)).toEqual(['a', 'b', 'c']);
    expect(isDirty(twice)).toBe(false);
    const redone = run(twice, { type: 'redo' }, { type: 'redo' });
    expect(redone.draft).toBe(state.draft);
    expect(run(redone, { type: 'redo' })).toBe(redone);
  });

  it('a new edit clears redo; saving marks the draft clean', () => {
    const state = run(fresh(), { type: 'remove', moduleId: 'a' }, { type: 'undo' }, { type: 'move', moduleId: 'c', direction: 'up' });
    expect(state.future).toEqual([]);
    const saved = run(state, { type: 'saved', revision: 4, context: state.draft });
    expect(isDirty(saved)).toBe(false);
    expect(saved.revision).toBe(4);
  });

  it('tells the frame what changed, and nothing for a no-op', () => {
    const state = fresh();
    const add: StudioAction = { type: 'add', module: headline('x'), beforeModuleId: 'a' };
    expect(commandsFor(add, state, studioReducer(state, add)).map((c) => c.type)).toEqual(['studio:add-module', 'studio:activate-module']);
    const noop: StudioAction = { type: 'move', moduleId: 'a', direction: 'up' };
    expect(commandsFor(noop, state, studioReducer(state, noop))).toEqual([]);
    const edited = studioReducer(state, { type: 'remove', moduleId: 'a' });
    expect(commandsFor({ type: 'undo' }, edited, studioReducer(edited, { type: 'undo' }))[0]?.type).toBe('studio:set-draft');
  });
});

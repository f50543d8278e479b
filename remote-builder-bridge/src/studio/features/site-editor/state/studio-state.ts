import type { Module, RenderContext, StudioCommand } from '@keepsake/shared/contract/website';
import { addModule, moveModule, removeModule, updateModule, type MoveDirection } from '@keepsake/shared/store';

// The studio's document: the draft being edited, what was last saved, and the undo/redo history.
export interface StudioState {
  saved: RenderContext;
  revision: number;
  draft: RenderContext;
  past: RenderContext[];
  future: RenderContext[];
  // Consecutive edits of one field (typing) are one undo step.
  lastEditKey: string | null;
  path: string;
  activeModuleId: string | null;
}

export type StudioAction =
  | { type: 'select-page'; path: string }
  | { type: 'activate'; moduleId: string | null }
  | { type: 'add'; module: Module; beforeModuleId: string | null }
  | { type: 'remove'; moduleId: string }
  | { type: 'move'; moduleId: string; direction: MoveDirection }
  | { type: 'update'; moduleId: string; value: Record<string, unknown>; editKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; revision: number; context: RenderContext }
  // A stale save's edits re-applied onto the newer draft (`saved`, at `revision`): one undoable step.
  | { type: 'rebased'; revision: number; saved: RenderContext; draft: RenderContext }
  // A change of the site itself (design, company, navigation, pages…), made by the site panels.
  | { type: 'edit-site'; draft: RenderContext; path?: string; editKey?: string };

const HISTORY_LIMIT = 100;

/** The page the editor opens on: the home page, or the first page a site without one has. */
export const firstPagePath = (context: RenderContext) => (context.pages['/'] ? '/' : (Object.keys(context.pages)[0] ?? '/'));

export function initialStudioState(context: RenderContext, revision: number): StudioState {
  return { saved: context, revision, draft: context, past: [], future: [], lastEditKey: null, path: firstPagePath(context), activeModuleId: null };
}

export const isDirty = (state: StudioState) => state.draft !== state.saved;
export const pageModules = (state: StudioState) => state.draft.pages[state.path]?.modules ?? [];
export const activeModule = (state: StudioState) => pageModules(state).find((m) => m.id === state.activeModuleId);

function withModules(context: RenderContext, path: string, update: (modules: readonly Module[]) => readonly Module[]): RenderContext {
  const page = context.pages[path];
  if (!page) return context;
  const modules = update(page.modules);
  return modules === page.modules ? context : { ...context, pages: { ...context.pages, [path]: { ...page, modules: [...modules] } } };
}

function edit(state: StudioState, draft: RenderContext, editKey: string | null = null): StudioState {
  if (draft === state.draft) return state;
  const coalesce = editKey !== null && editKey === state.lastEditKey;
  const past = coalesce ? state.past : [...state.past, state.draft].slice(-HISTORY_LIMIT);
  return { ...state, draft, past, future: [], lastEditKey: editKey };
}

const keepActive = (state: StudioState): StudioState =>
  state.activeModuleId && !pageModules(state).some((m) => m.id === state.activeModuleId) ? { ...state, activeModuleId: null } : state;

/** SPEC §4's module operations on the selected page, each one undoable. */
export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'select-page':
      return state.draft.pages[action.path] ? { ...state, path: action.path, activeModuleId: null, lastEditKey: null } : state;
    case 'activate':
      return state.activeModuleId === action.moduleId ? state : { ...state, activeModuleId: action.moduleId, lastEditKey: null };
    case 'add': {
      const next = edit(
        state,
        withModules(state.draft, state.path, (modules) => addModule(modules, action.module, action.beforeModuleId)),
      );
      // The new module becomes active (SPEC §4).
      return { ...next, activeModuleId: action.module.id };
    }
    case 'remove':
      return keepActive(
        edit(
          state,
          withModules(state.draft, state.path, (modules) => removeModule(modules, action.moduleId)),
        ),
      );
    case 'move':
      return edit(
        state,
        withModules(state.draft, state.path, (modules) => moveModule(modules, action.moduleId, action.direction)),
      );
    case 'update':
      return edit(
        state,
        withModules(state.draft, state.path, (modules) => updateModule(modules, action.moduleId, action.value as Partial<Module>)),
        action.editKey ?? null,
      );
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return keepActive({ ...state, draft: previous, past: state.past.slice(0, -1), future: [state.draft, ...state.future], lastEditKey: null });
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return keepActive({ ...state, draft: next, past: [...state.past, state.draft], future, lastEditKey: null });
    }
    case 'rebased': {
      const next = { ...edit(state, action.draft), saved: action.saved, revision: action.revision, lastEditKey: null };
      return keepActive(next.draft.pages[next.path] ? next : { ...next, path: firstPagePath(next.draft) });
    }
    case 'edit-site': {
      const next = edit(state, action.draft, action.editKey ?? null);
      const path = action.path ?? next.path;
      return keepActive({ ...next, path: next.draft.pages[path] ? path : firstPagePath(next.draft) });
    }
    case 'saved':
      // What was saved may be older than the draft if staff kept typing while it was on its way.
      return { ...state, saved: action.context, revision: action.revision, lastEditKey: null };
  }
}

/** What the frame must hear so its page matches the studio after an action. */
export function commandsFor(action: StudioAction, before: StudioState, after: StudioState): StudioCommand[] {
  if (after === before) return [];
  const path = before.path;
  const activation: StudioCommand[] =
    after.activeModuleId !== before.activeModuleId
      ? after.activeModuleId
        ? [{ type: 'studio:activate-module', payload: { moduleId: after.activeModuleId } }]
        : before.activeModuleId
          ? [{ type: 'studio:deactivate-module', payload: { moduleId: before.activeModuleId } }]
          : []
      : [];
  switch (action.type) {
    case 'add':
      return after.draft === before.draft
        ? activation
        : [{ type: 'studio:add-module', payload: { path, module: action.module, beforeModuleId: action.beforeModuleId } }, ...activation];
    case 'remove':
      return after.draft === before.draft ? activation : [{ type: 'studio:remove-module', payload: { path, moduleId: action.moduleId } }, ...activation];
    case 'move':
      return after.draft === before.draft ? [] : [{ type: 'studio:move-module', payload: { path, moduleId: action.moduleId, direction: action.direction } }];
    case 'update':
      return after.draft === before.draft ? [] : [{ type: 'studio:update-module', payload: { path, moduleId: action.moduleId, value: action.value } }];
    case 'undo':
    case 'redo':
    case 'rebased':
    case 'edit-site':
      return after.draft === before.draft ? activation : [{ type: 'studio:set-draft', payload: { context: after.draft } }, ...activation];
    case 'activate':
    case 'select-page':
    case 'saved':
      return activation;
  }
}

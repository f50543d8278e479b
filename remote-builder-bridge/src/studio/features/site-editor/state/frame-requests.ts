import { pageModuleSchema, type StudioCommand, type TextSelection, type WebMessage } from '@keepsake/shared/contract/website';
import type { FrameMarks } from '../components/fields/field-env';
import { pageModules, type StudioAction, type StudioState } from './studio-state';

export interface FrameRequestContext {
  state: StudioState;
  dispatch: (action: StudioAction) => StudioState;
  send: (command: StudioCommand) => boolean;
  /** The frame's "Add module above": the insert picker for that place (null: the end of the page). */
  onInsert: (beforeModuleId: string | null) => void;
  onRemove: (moduleId: string) => void;
  onMarks: (marks: FrameMarks) => void;
  onOpenModules: () => void;
  /** Words selected in a text module of the frame: its editor selects them. */
  onSelectText: (selection: TextSelection) => void;
}

/**
 * What the frame says (SPEC §7's web:* messages), applied to the editor's document. The frame only asks
 * (ADR 070): the studio applies each request and echoes the command; an inline value that would break the
 * module contract is refused and the frame gets the draft back.
 */
export function handleFrameMessage(
  message: WebMessage,
  { state, dispatch, send, onInsert, onRemove, onMarks, onOpenModules, onSelectText }: FrameRequestContext,
): void {
  switch (message.type) {
    case 'web:ready':
      return;
    case 'web:navigate':
      if (state.draft.pages[message.payload.path] && message.payload.path !== state.path) {
        dispatch({ type: 'select-page', path: message.payload.path });
      }
      return;
    case 'web:activate-module':
      dispatch({ type: 'activate', moduleId: message.payload.module.id });
      return;
    case 'web:deactivate-module':
      if (state.activeModuleId === message.payload.moduleId) dispatch({ type: 'activate', moduleId: null });
      return;
    case 'web:new-module':
      onInsert(message.payload.originModuleId);
      return;
    case 'web:remove-module':
      onRemove(message.payload.moduleId);
      return;
    case 'web:move-module':
      dispatch({ type: 'move', moduleId: message.payload.moduleId, direction: message.payload.direction });
      return;
    case 'web:update-module-value': {
      const module = pageModules(state).find((m) => m.id === message.payload.moduleId);
      const { id: _id, type: _type, ...value } = message.payload.value;
      if (!module || !pageModuleSchema.safeParse({ ...module, ...value }).success) {
        console.warn('[keepsake] studio: refused a module value from the frame', message.payload);
        send({ type: 'studio:set-draft', payload: { context: state.draft } });
        return;
      }
      dispatch({ type: 'update', moduleId: module.id, value });
      return;
    }
    case 'web:update-module-text-mark-state': {
      const { selection, ...marks } = message.payload;
      onMarks(marks);
      if (!selection) return;
      // Words selected in a text module of the frame: its text editor opens with them selected (ADR 117);
      // a stale or foreign module id changes nothing.
      const module = pageModules(state).find((m) => m.id === marks.moduleId);
      if (module?.type !== 'text') return;
      if (state.activeModuleId !== module.id) dispatch({ type: 'activate', moduleId: module.id });
      onSelectText({ moduleId: module.id, ...selection });
      return;
    }
    case 'web:open-modules':
      onOpenModules();
      return;
  }
}

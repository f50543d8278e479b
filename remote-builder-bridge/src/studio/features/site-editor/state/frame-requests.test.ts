/** @jest-environment node */
import type { RenderContext, WebMessage } from '@keepsake/shared/contract/website';
import { handleFrameMessage, type FrameRequestContext } from './frame-requests';
import { initialStudioState, pageModules, studioReducer, type StudioState } from './studio-state';

const context = {
  pages: {
    '/': {
      id: 'home',
      title: 'Home',
      description: '',
      modules: [
        { id: 'a', type: 'headline', text: 'A', level: 2 },
        { id: 't', type: 'text', content: [{ id: 'p', type: 'paragraph', spans: [{ id: 's', text: 'We serve every family.' }] }] },
      ],
    },
    '/about': { id: 'about', title: 'About', description: '', modules: [] },
  },
} as unknown as RenderContext;

const message = (type: string, payload: unknown) => ({ namespace: 'keepsake-builder', version: 1, id: 'm', type, payload }) as unknown as WebMessage;

function setup() {
  let state: StudioState = initialStudioState(context, 1);
  const ctx: FrameRequestContext & { [K in 'send' | 'onInsert' | 'onRemove' | 'onMarks' | 'onOpenModules' | 'onSelectText']: jest.Mock } = {
    get state() {
      return state;
    },
    dispatch: (action) => (state = studioReducer(state, action)),
    send: jest.fn(() => true),
    onInsert: jest.fn(),
    onRemove: jest.fn(),
    onMarks: jest.fn(),
    onOpenModules: jest.fn(),
    onSelectText: jest.fn(),
  };
  return { ctx, current: () => state };
}

describe('what the frame asks for (SPEC §7 web:* messages)', () => {
  it('follows the page the frame went to, and the module it activates', () => {
    const { ctx, current } = setup();
    handleFrameMessage(message('web:navigate', { pageId: 'about', path: '/about' }), ctx);
    expect(current().path).toBe('/about');
    handleFrameMessage(message('web:navigate', { pageId: 'x', path: '/not-a-page' }), ctx);
    expect(current().path).toBe('/about');
  });

  it('takes an inline value the module contract accepts, and refuses one it does not by sending the draft back', () => {
    const { ctx, current } = setup();
    handleFrameMessage(message('web:update-module-value', { moduleId: 'a', value: { id: 'a', type: 'headline', text: 'Typed' } }), ctx);
    expect(pageModules(current())[0]).toMatchObject({ text: 'Typed' });
    expect(ctx.send).not.toHaveBeenCalled();

    jest.spyOn(console, 'warn').mockImplementation(() => {});
    handleFrameMessage(message('web:update-module-value', { moduleId: 'a', value: { text: '' } }), ctx);
    expect(pageModules(current())[0]).toMatchObject({ text: 'Typed' });
    expect(ctx.send).toHaveBeenCalledWith({ type: 'studio:set-draft', payload: { context: current().draft } });
  });

  it('opens the text editor of the module whose words were selected in the frame, and only of a text module', () => {
    const { ctx, current } = setup();
    const selected = (moduleId: string, selection: object) =>
      message('web:update-module-text-mark-state', { moduleId, marks: { bold: false, italic: false, underline: false }, selection });
    handleFrameMessage(selected('a', { field: 'content', start: 0, end: 1, text: 'A' }), ctx);
    expect(current().activeModuleId).toBeNull();
    handleFrameMessage(selected('gone', { field: 'content', start: 0, end: 2, text: 'We' }), ctx);
    expect(current().activeModuleId).toBeNull();
    expect(ctx.onSelectText).not.toHaveBeenCalled();
    handleFrameMessage(selected('t', { field: 'content', start: 9, end: 14, text: 'every' }), ctx);
    expect(current().activeModuleId).toBe('t');
    expect(ctx.onSelectText).toHaveBeenCalledTimes(1);
    expect(ctx.onSelectText).toHaveBeenCalledWith({ moduleId: 't', field: 'content', start: 9, end: 14, text: 'every' });
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it('hands requests to add, remove, show marks and open the outline to the editor', () => {
    const { ctx } = setup();
    handleFrameMessage(message('web:new-module', { originModuleId: 'a' }), ctx);
    handleFrameMessage(message('web:remove-module', { moduleId: 'a' }), ctx);
    handleFrameMessage(message('web:update-module-text-mark-state', { moduleId: 'a', marks: { bold: true, italic: false, underline: false } }), ctx);
    handleFrameMessage(message('web:open-modules', {}), ctx);
    expect(ctx.onInsert).toHaveBeenCalledWith('a');
    expect(ctx.onRemove).toHaveBeenCalledWith('a');
    expect(ctx.onMarks).toHaveBeenCalledWith({ moduleId: 'a', marks: { bold: true, italic: false, underline: false } });
    // Marks without words selected (a caret) select nothing in the editor.
    expect(ctx.onSelectText).not.toHaveBeenCalled();
    expect(ctx.onOpenModules).toHaveBeenCalled();
  });
});

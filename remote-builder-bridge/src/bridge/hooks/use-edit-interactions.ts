import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'jotai';
import { hasFactToken } from '@keepsake/shared/rules';
import { type Module, type TextMarkState } from '@keepsake/shared/contract/website';
import { activateModuleAtom, builderStateAtom, deactivateModuleAtom, hoverModuleAtom, renderContextAtom, updatePageModuleAtom } from '@keepsake/shared/store';
import { INLINE_TEXT_FIELD } from '../../shared/module-labels';
import { spanTextOf, withSpanText } from '../span-text';
import type { SendToStudio } from './use-bridge-session';

export const MODULE_SELECTOR = '[data-builder-module]';
const TOOLS_SELECTOR = '[data-builder-tools]';

const moduleElementOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(MODULE_SELECTOR) : null);

/** Bold, italic, underline of what the selection sits in (rich text renders marks as strong/em/u). */
export function marksAt(node: Node | null, root: Element): TextMarkState {
  const marks = { bold: false, italic: false, underline: false };
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  while (element && element !== root) {
    const tag = element.tagName;
    if (tag === 'STRONG' || tag === 'B') marks.bold = true;
    if (tag === 'EM' || tag === 'I') marks.italic = true;
    if (tag === 'U') marks.underline = true;
    element = element.parentElement;
  }
  return marks;
}

/** The run of words (data-span, from the rich text renderer) the selection sits in, inside the module. */
export function spanAt(node: Node | null, root: Element): string | undefined {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const span = element?.closest<HTMLElement>('[data-span]');
  return span && root.contains(span) ? span.dataset.span : undefined;
}

/**
 * In edit mode the page in the frame answers the pointer: hover outlines a module, a click activates it
 * (links and buttons inside modules do not fire), Escape deactivates it, a double click on a headline or
 * hero heading (or on a paragraph's words) edits its text in place, and the selection's marks are reported
 * for rich text.
 */
export function useEditInteractions(enabled: boolean, send: SendToStudio): void {
  const store = useStore();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!enabled) return;
    const moduleById = (id: string): Module | undefined => store.get(renderContextAtom)?.pages[pathname]?.modules.find((m) => m.id === id);

    const activate = (id: string) => {
      const module = moduleById(id);
      if (!module) return;
      store.set(activateModuleAtom, id);
      send({ type: 'web:activate-module', payload: { module } });
    };

    const onOver = (event: MouseEvent) => {
      const id = moduleElementOf(event.target)?.dataset.builderModule ?? null;
      if (store.get(builderStateAtom).hoveredModuleId !== id) store.set(hoverModuleAtom, id);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(TOOLS_SELECTOR)) return;
      const element = moduleElementOf(event.target);
      if (!element) return;
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      event.preventDefault();
      event.stopPropagation();
      const id = element.dataset.builderModule;
      if (id) activate(id);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target instanceof HTMLElement && event.target.isContentEditable)) return;
      const active = store.get(builderStateAtom).activeModuleId;
      if (!active) return;
      store.set(deactivateModuleAtom, active);
      send({ type: 'web:deactivate-module', payload: { moduleId: active } });
    };
    const onDoubleClick = (event: MouseEvent) => {
      const element = moduleElementOf(event.target);
      const id = element?.dataset.builderModule;
      const module = id ? moduleById(id) : undefined;
      // A paragraph's run of words (rich text): edited in place, keeping its marks; spaces between runs stay.
      const run = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-span]') : null;
      if (module?.type === 'text' && run?.dataset.span && element?.contains(run)) {
        const spanId = run.dataset.span;
        // Words naming a fact of the home ({{phone}}) show its value: edited in the panel, not over the value.
        if (hasFactToken(spanTextOf(module.content, spanId) ?? '')) return;
        editInline(
          run,
          (text) => {
            const content = withSpanText(module.content, spanId, text);
            store.set(updatePageModuleAtom, { path: pathname, moduleId: module.id, value: { content } as Partial<Module> });
            send({ type: 'web:update-module-value', payload: { moduleId: module.id, value: { content } } });
          },
          { trim: false },
        );
        return;
      }
      const field = module ? INLINE_TEXT_FIELD[module.type] : undefined;
      const heading = event.target instanceof Element ? event.target.closest<HTMLElement>('h1, h2, h3') : null;
      if (!module || !field || !heading || !element?.contains(heading)) return;
      if (hasFactToken(String((module as unknown as Record<string, unknown>)[field] ?? ''))) return;
      editInline(heading, (text) => {
        store.set(updatePageModuleAtom, { path: pathname, moduleId: module.id, value: { [field]: text } as Partial<Module> });
        send({ type: 'web:update-module-value', payload: { moduleId: module.id, value: { [field]: text } } });
      });
    };
    let lastMarks = '';
    const onSelection = () => {
      const selection = document.getSelection();
      const active = store.get(builderStateAtom).activeModuleId;
      const element = selection?.anchorNode ? moduleElementOf(selection.anchorNode.parentElement) : null;
      if (!active || !element || element.dataset.builderModule !== active || moduleById(active)?.type !== 'text') return;
      const marks = marksAt(selection?.anchorNode ?? null, element);
      const spanId = spanAt(selection?.anchorNode ?? null, element);
      const key = `${active}:${spanId ?? ''}:${JSON.stringify(marks)}`;
      if (key === lastMarks) return;
      lastMarks = key;
      send({ type: 'web:update-module-text-mark-state', payload: { moduleId: active, marks, ...(spanId ? { spanId } : {}) } });
    };

    document.addEventListener('mouseover', onOver);
    document.addEventListener('click', onClick, true);
    document.addEventListener('dblclick', onDoubleClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('selectionchange', onSelection);
    return () => {
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('dblclick', onDoubleClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('selectionchange', onSelection);
    };
  }, [enabled, send, store, pathname]);
}

// Plain-text editing in place: Enter or leaving the field keeps the text, Escape puts the old one back.
// `trim: false` keeps the spaces at a run's ends (they separate it from the next run).
function editInline(element: HTMLElement, commit: (text: string) => void, { trim = true }: { trim?: boolean } = {}) {
  const original = element.textContent ?? '';
  element.contentEditable = 'plaintext-only';
  element.focus();
  document.getSelection()?.selectAllChildren(element);
  const finish = (keep: boolean) => {
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('blur', onBlur);
    element.removeAttribute('contenteditable');
    const raw = element.textContent ?? '';
    const text = trim ? raw.trim() : raw;
    if (!keep || !text.trim()) element.textContent = original;
    else if (text !== original) commit(text);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      finish(event.key === 'Enter');
    }
  };
  const onBlur = () => finish(true);
  element.addEventListener('keydown', onKey);
  element.addEventListener('blur', onBlur);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { marksOfSelection, selectedText } from '../text-selection';
import { MODULE_SELECTOR } from './use-edit-interactions';
import type { SendToStudio } from './use-bridge-session';

/** A selection settles after the pointer or the keys stop moving it: one report, not one per character. */
export const SELECTION_DEBOUNCE_MS = 250;
/** The rich text field of the text module (the only module whose words are formatted). */
const TEXT_FIELD = 'content';

/**
 * Reports words selected in a text module, debounced, in SPEC §7's web:update-module-text-mark-state: the
 * marks all of them have and where they are (its `selection`, ADR 117). Nothing for a caret, a
 * selection outside a text module, one spanning two modules, words being edited in place (contenteditable),
 * or the same selection twice. Returns the stop function.
 */
export function startSelectionReports(doc: Document, send: SendToStudio, isTextModule: (id: string) => boolean, delay = SELECTION_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const report = () => {
    const selection = doc.getSelection();
    if (!selection || selection.rangeCount === 0 || selection.isCollapsed) {
      last = '';
      return;
    }
    const range = selection.getRangeAt(0);
    const container = range.commonAncestorContainer;
    const element = container instanceof Element ? container : container.parentElement;
    if (element?.closest('[contenteditable]')) return;
    const module = element?.closest<HTMLElement>(MODULE_SELECTOR);
    const moduleId = module?.dataset.builderModule;
    if (!module || !moduleId || !isTextModule(moduleId)) return;
    const words = selectedText(range, module, TEXT_FIELD);
    if (!words) return;
    const key = JSON.stringify([moduleId, words]);
    if (key === last) return;
    last = key;
    send({ type: 'web:update-module-text-mark-state', payload: { moduleId, marks: marksOfSelection(range, module), selection: words } });
  };
  const onChange = () => {
    clearTimeout(timer);
    timer = setTimeout(report, delay);
  };
  doc.addEventListener('selectionchange', onChange);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('selectionchange', onChange);
  };
}

/** In edit mode, words selected in a text module of this page are reported to the studio (issue 40.1). */
export function useTextSelectionReport(enabled: boolean, send: SendToStudio): void {
  const store = useStore();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const isTextModule = (id: string) => store.get(renderContextAtom)?.pages[pathname]?.modules.find((m) => m.id === id)?.type === 'text';
    return startSelectionReports(document, send, isTextModule);
  }, [enabled, send, store, pathname]);
}

import { useEffect, type RefObject } from 'react';
import type { StudioCommand } from '@keepsake/shared/contract/website';
import type { StudioState } from '../state/studio-state';

/** Every web:ready (a first load or a reload of the frame) gets the draft, edit mode and the selection. */
export function useDraftHandOver(readyCount: number, stateRef: RefObject<StudioState>, send: (command: StudioCommand) => boolean) {
  useEffect(() => {
    if (readyCount === 0) return;
    const current = stateRef.current;
    send({ type: 'studio:set-draft', payload: { context: current.draft } });
    send({ type: 'studio:set-editing', payload: { editing: true } });
    if (current.activeModuleId) send({ type: 'studio:activate-module', payload: { moduleId: current.activeModuleId } });
  }, [readyCount, send, stateRef]);
}

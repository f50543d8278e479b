import { useEffect } from 'react';
import type { RenderContext } from '@keepsake/shared/contract/website';

export const AUTOSAVE_DELAY_MS = 4000;

/**
 * Saves the draft a few seconds after the last change, so an edit survives a closed tab or a crash. Waits
 * while a save or publish is on its way, and while a save conflict waits for the staff member's review.
 */
export function useAutosave(draft: RenderContext, { dirty, paused, save }: { dirty: boolean; paused: boolean; save: () => void }) {
  useEffect(() => {
    if (!dirty || paused) return;
    const timer = setTimeout(save, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new draft restarts the wait; `save` reads the latest state itself
  }, [draft, dirty, paused]);
}

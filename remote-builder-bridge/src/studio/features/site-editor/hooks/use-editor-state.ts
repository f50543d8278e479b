import { useCallback, useRef, useState } from 'react';
import type { BuilderDraft, StudioCommand } from '@keepsake/shared/contract/website';
import { commandsFor, initialStudioState, studioReducer, type StudioAction, type StudioState } from '../state/studio-state';

/**
 * The document the editor owns (ADR 070): every action goes through the reducer, and the frame hears the
 * commands that bring its page in line. `stateRef` is the latest state for handlers that outlive a render.
 */
export function useEditorState(initial: BuilderDraft, send: (command: StudioCommand) => boolean) {
  const [state, setState] = useState<StudioState>(() => initialStudioState(initial.context, initial.revision));
  const stateRef = useRef(state);
  const dispatch = useCallback(
    (action: StudioAction) => {
      const before = stateRef.current;
      const after = studioReducer(before, action);
      if (after === before) return after;
      stateRef.current = after;
      setState(after);
      for (const command of commandsFor(action, before, after)) send(command);
      return after;
    },
    [send],
  );
  return { state, stateRef, dispatch };
}

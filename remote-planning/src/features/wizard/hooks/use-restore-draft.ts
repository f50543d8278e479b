import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { draftRestoredAtom, restoreDraftAtom } from '../state/wizard-atoms';

/**
 * Reads the saved draft from the browser's storage once the page is hydrated (the server drew it without
 * one) and says whether it has been read. Called by the page that shows the draft, inside its own Suspense
 * boundary: restored from higher up, the change would reach a boundary still waiting to hydrate and
 * React would find the server's markup different.
 */
export function useRestoreDraft(): boolean {
  const restore = useSetAtom(restoreDraftAtom);
  useEffect(() => restore(), [restore]);
  return useAtomValue(draftRestoredAtom);
}

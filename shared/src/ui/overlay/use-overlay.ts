import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { keepsakeStore } from '@keepsake/shared/store';
import { overlays, overlaysAtom, type CreateOverlayOptions, type OverlayState } from './overlay-store';

export interface OverlayControls {
  // undefined before the first effect has created it, or after destroy-on-close removed it.
  state: OverlayState | undefined;
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

// Registers the overlay for as long as the calling component is mounted.
export function useOverlay(id: string, { destroyOnClose = false }: CreateOverlayOptions = {}): OverlayControls {
  const state = useOverlayState(id);

  useEffect(() => {
    overlays.create(id, { destroyOnClose });
    return () => {
      if (overlays.has(id)) overlays.destroy(id);
    };
  }, [id, destroyOnClose]);

  return useMemo(
    () => ({
      state,
      isOpen: state === 'open',
      // After a destroy-on-close the overlay is gone; opening it again starts a fresh one.
      open: () => {
        overlays.create(id, { destroyOnClose });
        overlays.open(id);
      },
      close: () => overlays.close(id),
    }),
    [id, destroyOnClose, state],
  );
}

// Read with the shared store explicitly: the overlay API writes there even outside a <Provider>.
export function useOverlayState(id: string): OverlayState | undefined {
  return useAtomValue(overlaysAtom, { store: keepsakeStore })[id]?.state;
}

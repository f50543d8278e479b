import { atom } from 'jotai';
import { keepsakeStore } from '@keepsake/shared/store';

// SPEC §4: created → open → closed → unmounted. A closed overlay keeps its content mounted (hidden), so a
// half-filled form survives a reopen; unmounting releases the content but keeps the overlay registered.
export type OverlayState = 'created' | 'open' | 'closed' | 'unmounted';

export interface OverlayEntry {
  state: OverlayState;
  // Forget the overlay entirely when it closes; opening it again then needs a new create.
  destroyOnClose: boolean;
}

export interface CreateOverlayOptions {
  destroyOnClose?: boolean;
}

// In the shared store so a button in one remote can open an overlay rendered by another.
export const overlaysAtom = atom<Readonly<Record<string, OverlayEntry>>>({});

function entries() {
  return keepsakeStore.get(overlaysAtom);
}

function existing(id: string): OverlayEntry {
  const entry = entries()[id];
  // SPEC §8: the exact message for an unknown overlay id.
  if (!entry) throw new Error('Overlay not found');
  return entry;
}

function setState(id: string, state: OverlayState) {
  keepsakeStore.set(overlaysAtom, { ...entries(), [id]: { ...existing(id), state } });
}

function forget(id: string) {
  existing(id);
  const rest = { ...entries() };
  delete rest[id];
  keepsakeStore.set(overlaysAtom, rest);
}

export const overlays = {
  // Creating an id that exists leaves it as it is, so a re-run effect does not close an open overlay.
  create(id: string, { destroyOnClose = false }: CreateOverlayOptions = {}): void {
    if (entries()[id]) return;
    keepsakeStore.set(overlaysAtom, { ...entries(), [id]: { state: 'created', destroyOnClose } });
  },
  open(id: string): void {
    setState(id, 'open');
  },
  close(id: string): void {
    if (existing(id).destroyOnClose) forget(id);
    else setState(id, 'closed');
  },
  unmount(id: string): void {
    setState(id, 'unmounted');
  },
  destroy(id: string): void {
    forget(id);
  },
  state(id: string): OverlayState {
    return existing(id).state;
  },
  has(id: string): boolean {
    return id in entries();
  },
};

import type { SessionUser } from '@keepsake/shared/contract';
import type { MoveDirection } from '@keepsake/shared/store';
import type { ToastInput } from '@keepsake/shared/ui';

// Names are `area:verb`. Payloads stay in-process (the bus never crosses a frame), so they may hold
// functions and React nodes; the builder's postMessage protocol is separate (SPEC §7).
export type Events = {
  'auth:signed-in': { user: SessionUser };
  'auth:signed-out': undefined;
  // Ask the shell to re-fetch the render context (draft or approved) without redirects (SPEC §4).
  'render-context:refresh': undefined;
  // Lets code that does not import the UI kit (e.g. a data hook) raise a toast.
  'toast:show': ToastInput;
  'builder:module-activated': { moduleId: string };
  'builder:module-deactivated': { moduleId: string };
  'builder:module-moved': { moduleId: string; direction: MoveDirection };
};

export type EventName = keyof Events;

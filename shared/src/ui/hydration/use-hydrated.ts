import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (on the server and while React hydrates it), true once React runs
 * it in the browser. A page drawn only in the browser is true from its first render. A control that needs
 * script is served disabled until then: pressed before hydration it would do nothing and be lost (never a dead
 * control, ADR 112).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True when the visitor asked the system for less motion: no zooms, no cross-fades. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => Boolean(window.matchMedia?.(QUERY).matches), () => false);
}

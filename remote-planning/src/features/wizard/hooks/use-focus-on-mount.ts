import { useEffect, useRef } from 'react';

// A new wizard page is a new page to a screen reader: focus its heading so it is announced and the
// next Tab starts at the top of the form, not on a stale button.
export function useFocusOnMount<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}

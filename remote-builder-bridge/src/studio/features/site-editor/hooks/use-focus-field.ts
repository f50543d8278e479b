import { useEffect, useState, type RefObject } from 'react';

const GIVE_UP_MS = 5000;

/**
 * Focuses the form control named `name` inside `container` once it is on screen: a panel that opens on a
 * click loads lazily, so the control may appear a moment later. Used by links that "open a field" (the
 * publish dialog's list of pictures needing a description). Returns the request function.
 */
export function useFocusField(container: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState<{ name: string; at: number } | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!request || !root) return;
    const find = () => root.querySelector<HTMLElement>(`[name="${CSS.escape(request.name)}"]`);
    const focus = (element: HTMLElement) => {
      element.scrollIntoView?.({ block: 'center' });
      element.focus();
      setRequest(null);
    };
    const found = find();
    if (found) return focus(found);
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) focus(element);
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = window.setTimeout(() => setRequest(null), GIVE_UP_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [container, request]);
  return (name: string) => setRequest({ name, at: Date.now() });
}

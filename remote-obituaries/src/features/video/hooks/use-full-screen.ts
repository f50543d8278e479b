import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The browser's full screen for the player where it has one for a page element; otherwise (an iPhone has
 * it for videos only) the player covers the window. Either way `on` says which, and Escape leaves.
 */
export function useFullScreen(element: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  const native = useRef(false);
  useEffect(() => {
    const changed = () => {
      if (native.current && !document.fullscreenElement) {
        native.current = false;
        setOn(false);
      }
    };
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const exit = () => {
    if (native.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    native.current = false;
    setOn(false);
  };
  const enter = async () => {
    setOn(true);
    const target = element.current;
    if (!target?.requestFullscreen) return;
    try {
      await target.requestFullscreen();
      native.current = true;
    } catch {
      // Refused (no user gesture, a frame without permission): the window-covering mode stays.
    }
  };
  return { on, exit, toggle: () => (on ? exit() : void enter()) };
}

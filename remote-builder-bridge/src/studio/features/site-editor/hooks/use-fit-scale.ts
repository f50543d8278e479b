import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How much a page drawn `width` px wide must shrink to fit the element's width (1 when it fits): the
 * desktop preview draws the site at a real desktop width, so it shows the desktop menu, not the phone's.
 */
export function useFitScale(ref: RefObject<HTMLElement | null>, width: number | null): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || width === null || typeof ResizeObserver === 'undefined') {
      setScale(1);
      return;
    }
    const measure = () => {
      const style = getComputedStyle(element);
      const available = element.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
      setScale(available > 0 ? Math.min(1, available / width) : 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return scale;
}

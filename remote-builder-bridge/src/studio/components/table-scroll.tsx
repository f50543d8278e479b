import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { tableScrollStyles } from './desk-styles';

/**
 * Around every desk table: on a narrow screen the table scrolls in this box, not the page (issue 36.5: the
 * case page at 390 px). A box that scrolls is a stop of its own for the keyboard, named for what it holds, so
 * it can be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable); one that does not is no
 * extra stop.
 */
export function TableScroll({ label, hidden, children }: { label: string; hidden?: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} css={tableScrollStyles} hidden={hidden} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}

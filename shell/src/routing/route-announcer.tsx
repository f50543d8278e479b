import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_MS = 8000;

/**
 * After an in-app navigation (not the first load) a screen reader hears the new page and the next Tab
 * starts at its top: once the new page's heading is shown it gets focus (unless the page already put focus
 * inside itself, as the wizard does) and its text is announced in a polite live region. GOV.UK's and React
 * Router's guidance for single-page apps.
 *
 * And every new page starts at its top (issue 43.2): the browser keeps the window's scroll position across
 * an in-app navigation, so a thanks page opened from a long checkout on a phone showed its footer, with its
 * heading (the obituary's, shared by the shop's pages) off screen. Back and forward keep the browser's own
 * restoration, and a link to a #fragment its target.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  useScrollToTopOnNewPage(pathname, hash);
  const [message, setMessage] = useState('');
  const previous = useRef<string | null>(null);
  // Read while rendering the new location, before it is committed: the heading of the page being left.
  const rendered = useRef<{ pathname: string; heading: HTMLElement | null } | null>(null);
  if (rendered.current?.pathname !== pathname) rendered.current = { pathname, heading: typeof document === 'undefined' ? null : pageHeading() };
  const leaving = rendered.current.heading;

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return undefined;
    const focusedAtNavigation = document.activeElement;
    return whenHeadingShown(leaving, (heading) => {
      // Tabs of one page keep their heading: focus stays on the tab, and the new tab's title is announced.
      if (heading === leaving) {
        setMessage(document.title);
        return;
      }
      if (shouldMoveFocus(focusedAtNavigation)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // The window is at the top already (useScrollToTopOnNewPage); a heading lower down comes into view.
        heading.focus({ preventScroll: false });
      }
      setMessage((heading.textContent ?? '').trim() || document.title);
    });
  }, [pathname, leaving]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}

/** Scrolls the window to the top once per new pathname, before the new page is painted. */
function useScrollToTopOnNewPage(pathname: string, hash: string) {
  const previous = useRef<string | null>(null);
  const popped = useRef(false);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useLayoutEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    const backOrForward = popped.current;
    popped.current = false;
    if (first || !changed || backOrForward || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * Not when the person or the page has put focus somewhere since the navigation (a dialog, a field, the
 * wizard's own heading); a link that was followed, the page itself or nothing does not count.
 */
function shouldMoveFocus(focusedAtNavigation: Element | null): boolean {
  const active = document.activeElement;
  const main = document.getElementById('main');
  if (!active || active === document.body || active === main) return true;
  if (active !== focusedAtNavigation) return false;
  return !(main?.contains(active) && !active.matches('a[href]'));
}

function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1, main h1');
  if (!heading || document.querySelector('#main [role="status"][aria-busy="true"]')) return null;
  return heading;
}

// A heading that is still the one shown before the navigation is taken only after this long: the old page
// stays on screen while the new one loads (a transition), but tabs of one page share their heading.
const SAME_HEADING_MS = 1500;

/** Calls back once the page shows its heading (remotes and data load after the URL changes). */
export function whenHeadingShown(stale: HTMLElement | null, callback: (heading: HTMLElement) => void): () => void {
  let done = false;
  const started = Date.now();
  const finish = () => {
    const heading = pageHeading();
    if (done || !heading) return;
    if (heading === stale && Date.now() - started < SAME_HEADING_MS) return;
    done = true;
    stop();
    callback(heading);
  };
  const observer = new MutationObserver(finish);
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const sameHeadingTimer = window.setTimeout(finish, SAME_HEADING_MS);
  function stop() {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.clearTimeout(sameHeadingTimer);
  }
  // A frame later: the new route may have committed already.
  const frame = requestAnimationFrame(() => {
    if (done) return;
    finish();
    if (!done) observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => {
    cancelAnimationFrame(frame);
    stop();
  };
}

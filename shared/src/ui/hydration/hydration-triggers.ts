/** When a deferred region hydrates (ADR 112). Every region also hydrates on a visitor's first touch of it. */
export type HydrateWhen =
  /** Within a screen of the viewport: what is about to be read or reached by Tab (most regions). */
  | 'visible'
  /** Once the page has loaded and the browser is idle: one region per idle period, each its own short task. */
  | 'idle'
  /** Only when touched, focused or pressed: regions whose every control works as served HTML (links). */
  | 'interaction';

// A visitor reaching the region: a press (before its click), a touch, keyboard focus landing in it, a key.
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'pointerover'] as const;
/** A screen ahead: Tab scrolls focus into view, so a region one screen away is ready before it is reached. */
const VISIBLE_MARGIN = '100% 0px';

/** Watches `element` and calls `open` once; returns the clean-up. */
export function watchForHydration(element: Element, when: HydrateWhen, open: () => void): () => void {
  const cleanups: (() => void)[] = [];
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
    open();
  };
  // On the document, in the capture phase: before React's own listeners on its root see the event, so the region
  // is hydratable when React looks at the target (it then hydrates it at once and delivers the event to it).
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) fire();
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
    cleanups.push(() => document.removeEventListener(type, onInteraction, { capture: true }));
  }
  if (when === 'visible') cleanups.push(whenVisible(element, fire));
  if (when === 'idle') cleanups.push(whenIdle(fire));
  return () => {
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
}

function whenVisible(element: Element, fire: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return whenIdle(fire);
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: VISIBLE_MARGIN });
  // The region's wrapper takes no box (`display: contents`), and a box-less target never intersects: its
  // children are what is laid out.
  const targets = element.children.length > 0 ? [...element.children] : [element];
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}

// Regions waiting for an idle period, hydrated one per period so none makes a long task with another.
const idleQueue: (() => void)[] = [];
let idleScheduled = false;

function whenIdle(fire: () => void): () => void {
  idleQueue.push(fire);
  scheduleIdle();
  return () => {
    const index = idleQueue.indexOf(fire);
    if (index >= 0) idleQueue.splice(index, 1);
  };
}

function scheduleIdle() {
  if (idleScheduled || idleQueue.length === 0) return;
  idleScheduled = true;
  const run = () => {
    idleScheduled = false;
    idleQueue.shift()?.();
    scheduleIdle();
  };
  // After the page's load: before it, the browser is still fetching and painting what the visitor came for.
  const afterLoad = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

// A navigation (a link followed, a form sent, a history move) updates the router's context, which reaches
// every region still waiting, and React would hold that navigation until each of them hydrated. So the first
// sign of one opens every waiting region first, in the same event, before React renders the navigation.
const beforeNavigating = new Set<() => void>();
let listening = false;

export function openBeforeNavigating(open: () => void): () => void {
  beforeNavigating.add(open);
  if (!listening) {
    listening = true;
    const openAll = (event: Event) => {
      if (event.type === 'click' && !(event.target instanceof Element && event.target.closest('a[href]'))) return;
      for (const each of [...beforeNavigating]) each();
      beforeNavigating.clear();
    };
    document.addEventListener('click', openAll, { capture: true });
    document.addEventListener('submit', openAll, { capture: true });
    window.addEventListener('popstate', openAll, { capture: true });
  }
  return () => beforeNavigating.delete(open);
}

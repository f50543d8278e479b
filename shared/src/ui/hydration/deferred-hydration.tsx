import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { createHydrationGate, type HydrationGate } from './hydration-gate';
import { openBeforeNavigating, watchForHydration, type HydrateWhen } from './hydration-triggers';
import { useHydrated } from './use-hydrated';

export type { HydrateWhen } from './hydration-triggers';

let hydratingInBrowser = false;

/**
 * Called by the shell just before it hydrates a server-rendered page: from then on, a region hydrating in this
 * browser waits for its trigger. Anything else that renders (the server, a test's `renderToString`, a page drawn
 * in the browser) renders every region at once.
 */
export function deferRegionsWhileHydrating(): void {
  hydratingInBrowser = true;
}

/**
 * A region of a server-rendered page that hydrates when it is needed, not with the page (ADR 112): until its
 * trigger (`when`) fires, React leaves the server's HTML in place, readable, its links working as plain links,
 * and runs none of its code; a lazy component inside loads its code only then. The region's own controls that
 * need script stay disabled until it hydrates (`useHydrated`): never a dead control.
 *
 * Drawn in the browser (a page the visitor navigated to), the region renders at once: nothing to defer.
 */
export function DeferredHydration({ when, children }: { when: HydrateWhen; children: ReactNode }) {
  // Made once per region, outside the Suspense boundary, so it outlives the suspended attempts.
  const [gate] = useState(createHydrationGate);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gate.opened || !region.current) return;
    const stopWatching = watchForHydration(region.current, when, gate.open);
    const stopNavigating = openBeforeNavigating(gate.open);
    return () => {
      stopWatching();
      stopNavigating();
    };
  }, [gate, when]);
  return (
    // `display: contents`: the wrapper takes no box, so the page's layout is the same with or without it.
    <div ref={region} data-hydrate-when={when} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydratingInBrowser) {
    // Drawn in the browser (a page navigated to, or a region React switched to drawing there after an update
    // reached it before it hydrated): nothing to wait for. The server renders everything.
    if (hydrated) gate.open();
    // An opened gate is a fulfilled thenable, so `use` returns at once; it is called on every render in the
    // browser, as React requires of a component that suspended.
    use(gate.promise);
  }
  return children;
}

import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Where a lazily loaded component waits for its code: in a Suspense boundary of its own, showing `fallback`. */
export interface OwnBoundary {
  fallback: ReactNode;
}

/** What lazyNamed gives: the component, and `preload()`, which fetches its code before it is drawn. */
export type Preloadable<C> = C & {
  /**
   * Fetches the code now. Once it is in, the component's first render draws it at once: it does not suspend,
   * so no fallback shows and React's delay on revealing a boundary's content (up to 300 ms) is not paid
   * (ADR 134). A page drawn in the browser preloads what its first screen shows (`preparePage` of an exposed
   * module, shell/src/remotes/first-page-remotes.ts).
   */
  preload: () => Promise<void>;
};

/**
 * A component of a module fetched when it first renders (or when `preload()` is called): React.lazy for a named
 * export (or 'default'). The one lazy-loading helper (issue 38.3, ADR 121); issue 28: a page's first load
 * carries what its first screen shows, and a form, a tab, a dialog or a page opened later is a chunk of its own.
 *
 *   const ShopPage = lazyNamed(() => import('./features/shop/components/shop-page'), 'ShopPage');
 *
 * Without options it waits in the nearest Suspense boundary above it. With `{ fallback }` it waits in one of
 * its own, so what is around it stays on screen meanwhile (the portal's bar and case while a page loads).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): Preloadable<LazyExoticComponent<ComponentType<PropsOf<M[K]>>>>;
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, boundary: OwnBoundary): Preloadable<ComponentType<PropsOf<M[K]>>>;
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, boundary?: OwnBoundary): Preloadable<ComponentType<object>> {
  let loaded: { default: ComponentType<object> } | undefined;
  let loading: Promise<{ default: ComponentType<object> }> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: module[name] as ComponentType<object> }),
      (error: unknown) => {
        loading = undefined; // a failed fetch may be tried again
        throw error;
      },
    ));
  // Code already in: a thenable that answers at once, which React.lazy reads without suspending.
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (value: typeof loaded) => void) => resolve(loaded) } as unknown as Promise<{ default: ComponentType<object> }>) : fetchCode(),
  );
  const preload = () => fetchCode().then(() => undefined);
  if (!boundary) return Object.assign(Lazy, { preload });
  const { fallback } = boundary;
  return Object.assign(
    function InOwnBoundary(props: object) {
      return createElement(Suspense, { fallback }, createElement(Lazy, props));
    },
    { preload },
  );
}

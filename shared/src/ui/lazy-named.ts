import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Where a lazily loaded component waits for its code: in a Suspense boundary of its own, showing `fallback`. */
export interface OwnBoundary {
  fallback: ReactNode;
}

/**
 * A component of a module fetched when it first renders: React.lazy for a named export (or 'default'). The one
 * lazy-loading helper (issue 38.3, ADR 121); issue 28: a page's first load carries what its first screen shows,
 * and a form, a tab, a dialog or a page opened later is a chunk of its own.
 *
 *   const ShopPage = lazyNamed(() => import('./features/shop/components/shop-page'), 'ShopPage');
 *
 * Without options it waits in the nearest Suspense boundary above it. With `{ fallback }` it waits in one of
 * its own, so what is around it stays on screen meanwhile (the portal's bar and case while a page loads).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType<PropsOf<M[K]>>>;
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, boundary: OwnBoundary): ComponentType<PropsOf<M[K]>>;
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, boundary?: OwnBoundary): ComponentType<object> {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  if (!boundary) return Lazy;
  const { fallback } = boundary;
  return function InOwnBoundary(props: object) {
    return createElement(Suspense, { fallback }, createElement(Lazy, props));
  };
}

import { lazy, type ComponentType } from 'react';

/**
 * A component of a module fetched when it first renders (React.lazy for a named export). Issue 28: the
 * studio's first load carries what its first screen shows; a form, a tab or a dialog staff open later is a
 * chunk of its own, with the shared code it needs (the forms kit, react-hook-form…).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<M[K] extends ComponentType<infer P> ? P : never> }));
}

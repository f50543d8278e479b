export { DeferredHydration, deferRegionsWhileHydrating, type HydrateWhen } from './deferred-hydration';
export { useHydrated } from './use-hydrated';

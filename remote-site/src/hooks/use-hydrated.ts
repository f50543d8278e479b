// The one hook for "the page is hydrated" lives with the deferred regions in the UI kit (ADR 112).
export { useHydrated } from '@keepsake/shared/ui';

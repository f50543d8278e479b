import type { ComponentType } from 'react';
import { lazyNamed } from '@keepsake/shared/ui';
import { PAGE_BOUNDARY } from './page-boundary';

/**
 * @deprecated Use `lazyNamed(() => import('./x'), 'X', PAGE_BOUNDARY)` (ADR 121: one lazy-loading helper). Kept only
 * for the arrangements' and the statement's route files, which move to lazyNamed when their branches merge; then
 * this file goes.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyNamed(async () => ({ Page: await load() }), 'Page', PAGE_BOUNDARY) as ComponentType<P>;
}

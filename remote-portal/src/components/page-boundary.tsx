import type { OwnBoundary } from '@keepsake/shared/ui';
import { PortalLoading } from './portal-page';

/**
 * Where a portal page waits for its code: `lazyNamed(load, name, PAGE_BOUNDARY)` (@keepsake/shared/ui) gives it a
 * Suspense boundary of its own, so the portal's bar and the case stay on screen meanwhile. Issue 28: the case
 * page's first load is ≤ 170 KB, so the pages with forms (the form layer, zod and the contract's schemas), the
 * PDF links and uploads are not on its path.
 */
export const PAGE_BOUNDARY: OwnBoundary = { fallback: <PortalLoading /> };

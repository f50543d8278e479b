import { lazy, Suspense, type ComponentType } from 'react';
import { PortalLoading } from './portal-page';

/**
 * A portal page whose code is fetched when it is opened, in a boundary of its own so the portal's bar and
 * the case stay on screen meanwhile. Issue 28: the case page's first load is ≤ 170 KB, so the pages with
 * forms (the form layer, zod and the contract's schemas), the PDF links and uploads are not on its path.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Props pass through as given (the returned component is typed as the page).
  const Page = lazy(async () => ({ default: await load() })) as unknown as ComponentType<object>;
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PortalLoading />}>
        <Page {...props} />
      </Suspense>
    );
  } as ComponentType<P>;
}

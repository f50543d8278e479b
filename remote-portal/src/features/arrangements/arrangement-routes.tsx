import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../components/lazy-page';

// Each page's code comes when it is opened (lazy-page.tsx): none of it is on the case page's first load.
const ArrangementsLayout = lazyPage(async () => (await import('./components/arrangements-layout')).ArrangementsLayout);
const DetailsPage = lazyPage(async () => (await import('./components/details-page')).DetailsPage);
const ItemPage = lazyPage(async () => (await import('./components/item-page')).ItemPage);
const PackagesPage = lazyPage(async () => (await import('./components/packages-page')).PackagesPage);
const PriceListPage = lazyPage(async () => (await import('./components/price-list-page')).PriceListPage);
const ReviewPage = lazyPage(async () => (await import('./components/review-page')).ReviewPage);
const SelectionsPage = lazyPage(async () => (await import('./components/selections-page')).SelectionsPage);

/**
 * Mounted inside a case (SPEC §2): arrangements with its children (the default packages view,
 * selections, item, details, review) and the General Price List. A function, not a component: React
 * Router reads <Route> elements only. The route tree hands in the task's status panel.
 */
export function arrangementRoutes({ taskPanel }: { taskPanel?: ReactNode } = {}) {
  return [
    <Route key="arrangements" path="arrangements" element={<ArrangementsLayout taskPanel={taskPanel} />}>
      <Route index element={<PackagesPage />} />
      <Route path="selections" element={<SelectionsPage />} />
      <Route path="item" element={<ItemPage />} />
      <Route path="item/:lineId" element={<ItemPage />} />
      <Route path="details" element={<DetailsPage />} />
      <Route path="review" element={<ReviewPage />} />
    </Route>,
    <Route key="price-list" path="price-list" element={<PriceListPage />} />,
  ];
}

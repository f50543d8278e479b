import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { lazyNamed } from '@keepsake/shared/ui';
import { PAGE_BOUNDARY } from '../../components/page-boundary';

// Each page's code comes when it is opened (lazyNamed): none of it is on the case page's first load.
const ArrangementsLayout = lazyNamed(() => import('./components/arrangements-layout'), 'ArrangementsLayout', PAGE_BOUNDARY);
const DetailsPage = lazyNamed(() => import('./components/details-page'), 'DetailsPage', PAGE_BOUNDARY);
const ItemPage = lazyNamed(() => import('./components/item-page'), 'ItemPage', PAGE_BOUNDARY);
const PackagesPage = lazyNamed(() => import('./components/packages-page'), 'PackagesPage', PAGE_BOUNDARY);
const PriceListPage = lazyNamed(() => import('./components/price-list-page'), 'PriceListPage', PAGE_BOUNDARY);
const ReviewPage = lazyNamed(() => import('./components/review-page'), 'ReviewPage', PAGE_BOUNDARY);
const SelectionsPage = lazyNamed(() => import('./components/selections-page'), 'SelectionsPage', PAGE_BOUNDARY);

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

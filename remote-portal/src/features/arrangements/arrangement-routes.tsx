import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ArrangementsLayout } from './components/arrangements-layout';
import { DetailsPage } from './components/details-page';
import { ItemPage } from './components/item-page';
import { PackagesPage } from './components/packages-page';
import { PriceListPage } from './components/price-list-page';
import { ReviewPage } from './components/review-page';
import { SelectionsPage } from './components/selections-page';

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

import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { ObituaryLayout } from './features/obituary/components/obituary-layout';
import { ObituaryPage } from './features/obituary/components/obituary-page';
import { ObituariesPage } from './features/search/components/obituaries-page';
import { ProductPage } from './features/shop/components/product-page';
import { ShopPage } from './features/shop/components/shop-page';
import { ThanksPage } from './features/shop/components/thanks-page';

// The two pages with forms load the forms layer and the contract's schemas (zod) only when opened, so
// the pages people arrive on from search and shared links stay light. The photo viewer (zoom, gestures)
// and the memorial video player load when their page opens too: the obituary pages sit at their budget.
const MemoriesPage = lazy(() => import('./features/memories/components/memories-page').then((m) => ({ default: m.MemoriesPage })));
const CheckoutPage = lazy(() => import('./features/shop/components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const PhotosPage = lazy(() => import('./features/photos/components/photos-page').then((m) => ({ default: m.PhotosPage })));
const MemorialVideoPage = lazy(() => import('./features/video/components/memorial-video-page').then((m) => ({ default: m.MemorialVideoPage })));

/** The obituaries route tree (exposed as ./routes), mounted at /obituaries (SPEC §2 "Obituary routes"). */
export default function ObituaryRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<ObituariesPage />} />
        {/* The name is optional so a bare /obituaries/{id} redirects to the canonical address. */}
        <Route path=":id/:name?" element={<ObituaryLayout />}>
          <Route index element={<ObituaryPage />} />
          <Route path="photos" element={<PhotosPage />} />
          <Route path="memories" element={<MemoriesPage />} />
          <Route path="memorial-video" element={<MemorialVideoPage />} />
          <Route path="shop" element={<ShopPage />} />
          <Route path="shop/product/:productId" element={<ProductPage />} />
          <Route path="shop/product/:productId/checkout" element={<CheckoutPage />} />
          <Route path="shop/order/:orderId/thanks" element={<ThanksPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </QueryProvider>
  );
}

import { lazyNamed } from '@keepsake/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { ObituaryLayout } from './features/obituary/components/obituary-layout';
import { ObituaryPage } from './features/obituary/components/obituary-page';
import { ObituariesPage } from './features/search/components/obituaries-page';

// People arrive from search and shared links on the list and on an obituary: those two are in the first
// chunk; the tabs behind them (and the forms layer with the contract's schemas) load when opened, which
// keeps the obituary page inside its JavaScript budget (README "Budgets").
const PhotosPage = lazyNamed(() => import('./features/photos/components/photos-page'), 'PhotosPage');
const MemorialVideoPage = lazyNamed(() => import('./features/video/components/memorial-video-page'), 'MemorialVideoPage');
const ShopPage = lazyNamed(() => import('./features/shop/components/shop-page'), 'ShopPage');
const ProductPage = lazyNamed(() => import('./features/shop/components/product-page'), 'ProductPage');
const ThanksPage = lazyNamed(() => import('./features/shop/components/thanks-page'), 'ThanksPage');
const MemoriesPage = lazyNamed(() => import('./features/memories/components/memories-page'), 'MemoriesPage');
const RsvpLinkPage = lazyNamed(() => import('./features/rsvp/components/rsvp-link-page'), 'RsvpLinkPage');
const CheckoutPage = lazyNamed(() => import('./features/shop/components/checkout-page'), 'CheckoutPage');

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
          <Route path="rsvp/:token" element={<RsvpLinkPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </QueryProvider>
  );
}

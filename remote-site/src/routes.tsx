import { lazyNamed } from '@keepsake/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { ContentPage } from './features/pages/components/content-page';

// The blog is its own chunk, with the data layer: the home page loads neither.
const BlogRoutes = lazyNamed(() => import('./features/blog/blog-routes'), 'default');
// The keepsake mail's link (issue 43.4): a family's page opened by its token, in the site's chrome.
const KeepsakeRoutes = lazyNamed(() => import('./features/keepsake/keepsake-routes'), 'default');

/** The site's route tree (exposed as ./routes): every path not owned by another remote. */
export default function SiteRoutes() {
  return (
    <Routes>
      <Route path="blog/*" element={<BlogRoutes />} />
      <Route path="keepsake/*" element={<KeepsakeRoutes />} />
      <Route path="*" element={<ContentPage />} />
    </Routes>
  );
}

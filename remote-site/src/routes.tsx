import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContentPage } from './features/pages/components/content-page';

// The blog is its own chunk: the home page does not load it.
const BlogListPage = lazy(() => import('./features/blog/components/blog-list-page').then((m) => ({ default: m.BlogListPage })));
const BlogArticlePage = lazy(() => import('./features/blog/components/blog-article-page').then((m) => ({ default: m.BlogArticlePage })));

/** The site's route tree (exposed as ./routes): every path not owned by another remote. */
export default function SiteRoutes() {
  return (
    <Routes>
      <Route path="blog" element={<BlogListPage />} />
      <Route path="blog/article/:id" element={<BlogArticlePage />} />
      <Route path="*" element={<ContentPage />} />
    </Routes>
  );
}

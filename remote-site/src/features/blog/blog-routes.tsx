import { Route, Routes, useLocation } from 'react-router-dom';
import { unknownPage } from '@keepsake/shared/page-error';
import { QueryProvider } from '@keepsake/shared/query';
import { BlogArticlePage } from './components/blog-article-page';
import { BlogListPage } from './components/blog-list-page';

// Any other address under /blog is an unknown page of the site, shown with its path (SPEC §8).
function UnknownPage(): never {
  throw unknownPage(useLocation().pathname);
}

/**
 * /blog/*, its own chunk. The blog is the site's only page that reads server data, so the data layer is
 * provided (and loaded) here rather than around every content page: the home page does not pay for it.
 */
export default function BlogRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<BlogListPage />} />
        <Route path="article/:id" element={<BlogArticlePage />} />
        <Route path="*" element={<UnknownPage />} />
      </Routes>
    </QueryProvider>
  );
}

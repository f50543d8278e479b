import { Suspense } from 'react';
import { css } from '@emotion/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { unknownPage } from '@keepsake/shared/page-error';
import { usePageData } from '@keepsake/shared/query';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { PageLayout } from '../../../components/page-layout';
import { HeadlineModule } from '../../../modules/components/headline-module';
import { cardGrid } from '../../../modules/components/parts/card-grid';
import { pageWidth } from '../../../modules/components/parts/page-width';
import { blogPageQuery } from '../api/get-blog-page';
import { parsePageParam } from '../parse-page-param';
import { ArticleCard } from './article-card';
import { Pagination } from './pagination';

// /blog: the articles, newest first, a page at a time (?page=N).
export function BlogListPage() {
  const context = useAtomValue(renderContextAtom);
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const page = parsePageParam(params.get('page'));
  // Before any request: a thrown render commits nothing, so the hooks below keep their order.
  if (page === null) throw unknownPage(pathname + search);
  const companyName = context?.company.name;
  useDocumentTitle(page > 1 ? `Blog, page ${page}` : 'Blog', `Guidance, news and remembrance from ${companyName ?? 'our funeral home'}.`);

  return (
    <PageLayout name="default">
      <HeadlineModule
        module={{ id: 'blog-headline', type: 'headline', text: 'Blog', level: 1, subtext: 'Guidance for difficult days, and news from our family to yours.' }}
        site={context!}
        first
      />
      <div css={[pageWidth, css({ paddingBlock: 'clamp(1.5rem, 4vw, 2.5rem)' })]}>
        <Suspense
          fallback={
            <p role="status" css={{ minHeight: '40rem' }}>
              Loading articles…
            </p>
          }
        >
          <ArticleList page={page} path={pathname + search} timeZone={context?.settings.timeZone ?? 'UTC'} />
        </Suspense>
      </div>
    </PageLayout>
  );
}

function ArticleList({ page, path, timeZone }: { page: number; path: string; timeZone: string }) {
  const theme = useTheme();
  const list = usePageData(blogPageQuery(page), () => unknownPage(path));
  // A page number past the end is not a page of the blog.
  if (page > 1 && list.items.length === 0) throw unknownPage(path);
  return (
    <>
      {list.items.length === 0 ? <p>There are no articles yet. Please check back soon.</p> : null}
      <ul css={cardGrid(theme.space.lg, '18rem', 'auto-fill')}>
        {list.items.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <Pagination page={list.page} totalPages={list.totalPages} />
    </>
  );
}

import { css } from '@emotion/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { PageError } from '@keepsake/shared/page-error';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { HeadlineModule } from '../../modules/components/headline-module';
import { pageWidth } from '../../modules/components/parts/page-width';
import { useDocumentMeta } from '../../pages/hooks/use-document-meta';
import { PageLayout } from '../../pages/components/page-layout';
import { fetchBlogPage } from '../api/fetch-blog-page';
import { useResource } from '../hooks/use-resource';
import { parsePageParam } from '../parse-page-param';
import { ArticleCard } from './article-card';
import { Pagination } from './pagination';
import { cardGrid } from '../../modules/components/parts/card-grid';

// /blog: the articles, newest first, a page at a time (?page=N).
export function BlogListPage() {
  const theme = useTheme();
  const context = useAtomValue(renderContextAtom);
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const page = parsePageParam(params.get('page'));
  // Before any request: a thrown render commits nothing, so the hooks below keep their order.
  if (page === null) throw new PageError(404, 'Page not found', pathname + search);
  const companyName = context?.company.name;
  useDocumentMeta(page > 1 ? `Blog, page ${page}` : 'Blog', `Guidance, news and remembrance from ${companyName ?? 'our funeral home'}.`, companyName);
  const resource = useResource(`blog-${page}`, (signal) => fetchBlogPage(page, signal), pathname + search);
  const ready = resource.status === 'ready' ? resource.data : null;
  // A page number past the end is not a page of the blog.
  if (ready && page > 1 && ready.items.length === 0) throw new PageError(404, 'Page not found', pathname + search);

  return (
    <PageLayout name="default">
      <HeadlineModule
        module={{ id: 'blog-headline', type: 'headline', text: 'Blog', level: 1, subtext: 'Guidance for difficult days, and news from our family to yours.' }}
        site={context!}
        first
      />
      <div css={[pageWidth, css({ paddingBlock: 'clamp(1.5rem, 4vw, 2.5rem)' })]}>
        {ready ? (
          <>
            {ready.items.length === 0 ? <p>There are no articles yet. Please check back soon.</p> : null}
            <ul
              css={cardGrid(theme.space.lg, '18rem', 'auto-fill')}
            >
              {ready.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} timeZone={context?.settings.timeZone ?? 'UTC'} />
                </li>
              ))}
            </ul>
            <Pagination page={ready.page} totalPages={ready.totalPages} />
          </>
        ) : (
          <p role="status" css={{ minHeight: '40rem' }}>
            Loading articles…
          </p>
        )}
      </div>
    </PageLayout>
  );
}

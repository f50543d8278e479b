import { css } from '@emotion/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { PageError } from '@keepsake/shared/page-error';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { pageWidth, readingWidth } from '../../modules/components/parts/page-width';
import { ResponsiveImage } from '../../modules/components/parts/responsive-image';
import { RichText } from '../../modules/components/parts/rich-text';
import { PageLayout } from '../../pages/components/page-layout';
import { useDocumentMeta } from '../../pages/hooks/use-document-meta';
import { fetchBlogArticle } from '../api/fetch-blog-article';
import { formatDate } from '../format-date';
import { useResource } from '../hooks/use-resource';
import { parseArticleId } from '../parse-page-param';

// /blog/article/{id}: one article. An id that is not a number, or no such article, is the 404 page.
export function BlogArticlePage() {
  const theme = useTheme();
  const context = useAtomValue(renderContextAtom);
  const { pathname } = useLocation();
  const id = parseArticleId(useParams().id);
  // Before any request: a thrown render commits nothing, so the hooks below keep their order.
  if (id === null) throw new PageError(404, 'Page not found', pathname);
  const resource = useResource(`article-${id}`, (signal) => fetchBlogArticle(id, signal), pathname);
  const article = resource.status === 'ready' ? resource.data : null;
  useDocumentMeta(article?.title ?? null, article?.summary ?? null, context?.company.name);

  return (
    <PageLayout name="default">
      <div css={[pageWidth, css({ paddingBlock: 'clamp(1.5rem, 4vw, 2.5rem)' })]}>
        <p css={{ margin: `0 0 ${theme.space.lg}` }}>
          <Link to="/blog" css={{ color: theme.colors.primary, fontWeight: 600 }}>
            <span aria-hidden="true">← </span>All articles
          </Link>
        </p>
        {article ? (
          <article css={readingWidth}>
            <h1 css={{ margin: 0, fontSize: 'clamp(2rem, 5vw, 2.75rem)', fontWeight: 500 }}>{article.title}</h1>
            <p css={{ margin: `${theme.space.sm} 0 ${theme.space.xl}` }}>
              By {article.author} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, context?.settings.timeZone ?? 'UTC')}</time>
            </p>
            {article.image ? (
              <figure css={{ margin: `0 0 ${theme.space.xl}` }}>
                <ResponsiveImage image={article.image} radius={theme.radii.card} priority />
              </figure>
            ) : null}
            <RichText content={article.content} />
          </article>
        ) : (
          <p role="status" css={{ minHeight: '30rem' }}>
            Loading the article…
          </p>
        )}
      </div>
    </PageLayout>
  );
}

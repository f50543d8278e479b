import { Suspense } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { unknownPage } from '@keepsake/shared/page-error';
import { usePageData } from '@keepsake/shared/query';
import { parseId } from '@keepsake/shared/rules';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { PageLayout } from '../../../components/page-layout';
import { pageWidth, readingWidth } from '../../../modules/components/parts/page-width';
import { ResponsiveImage } from '../../../modules/components/parts/responsive-image';
import { RichText } from '../../../modules/components/parts/rich-text';
import { blogArticleQuery } from '../api/get-blog-article';
import { formatDate } from '@keepsake/shared/time';

// /blog/article/{id}: one article. An id that is not a number, or no such article, is the 404 page.
export function BlogArticlePage() {
  const theme = useTheme();
  const { pathname } = useLocation();
  const id = parseId(useParams().id);
  // Before any request: a thrown render commits nothing, so the hooks below keep their order.
  if (id === null) throw unknownPage(pathname);

  return (
    <PageLayout name="default">
      <div css={[pageWidth, css({ paddingBlock: 'clamp(1.5rem, 4vw, 2.5rem)' })]}>
        <p css={{ margin: `0 0 ${theme.space.lg}` }}>
          <Link to="/blog" css={{ color: theme.colors.primary, fontWeight: 600 }}>
            <span aria-hidden="true">← </span>All articles
          </Link>
        </p>
        <Suspense
          fallback={
            <p role="status" css={{ minHeight: '30rem' }}>
              Loading the article…
            </p>
          }
        >
          <Article id={id} path={pathname} />
        </Suspense>
      </div>
    </PageLayout>
  );
}

function Article({ id, path }: { id: number; path: string }) {
  const theme = useTheme();
  const timeZone = useAtomValue(renderContextAtom)?.settings.timeZone ?? 'UTC';
  const article = usePageData(blogArticleQuery(id), () => unknownPage(path));
  useDocumentTitle(article.title, article.summary, {
    type: 'article',
    image: article.image?.src,
    imageAlt: article.image?.alt,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      author: { '@type': 'Person', name: article.author },
      datePublished: article.publishedAt,
      ...(article.image ? { image: article.image.src } : {}),
    },
  });
  return (
    <article css={readingWidth}>
      <h1 css={{ margin: 0, fontSize: 'clamp(2rem, 5vw, 2.75rem)', fontWeight: 500 }}>{article.title}</h1>
      <p css={{ margin: `${theme.space.sm} 0 ${theme.space.xl}` }}>
        By {article.author} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, timeZone)}</time>
      </p>
      {article.image ? (
        <figure css={{ margin: `0 0 ${theme.space.xl}` }}>
          <ResponsiveImage image={article.image} radius={theme.radii.card} priority />
        </figure>
      ) : null}
      <RichText content={article.content} />
    </article>
  );
}

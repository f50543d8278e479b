import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { BlogArticleSummary } from '@keepsake/shared/contract/website';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { ResponsiveImage } from '../../../modules/components/parts/responsive-image';
import { formatDate } from '@keepsake/shared/time';

// One article in the list. The title is the only link, so each card is one stop for the keyboard.
export function ArticleCard({ article, timeZone }: { article: BlogArticleSummary; timeZone: string }) {
  const theme = useTheme();
  return (
    <article
      css={css`
        display: flex;
        flex-direction: column;
        height: 100%;
        overflow: hidden;
        border: 1px solid ${theme.colors.secondary};
        border-radius: ${theme.radii.card};
        background: ${theme.colors.background};
      `}
    >
      {article.image ? (
        <div css={{ aspectRatio: '3 / 2', overflow: 'hidden' }}>
          <ResponsiveImage image={{ ...article.image, decorative: true }} cover />
        </div>
      ) : (
        <div
          aria-hidden="true"
          css={{
            aspectRatio: '3 / 2',
            background: theme.colors.secondary,
            display: 'grid',
            placeItems: 'center',
            color: theme.colors.primary,
            fontFamily: theme.fonts.heading,
            fontSize: fontSizes.display,
          }}
        >
          {article.title.charAt(0)}
        </div>
      )}
      <div css={{ display: 'grid', gap: theme.space.xs, padding: theme.space.lg, alignContent: 'start' }}>
        <p css={{ margin: 0, fontSize: fontSizes.sm }}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, timeZone)}</time>
          {' · '}
          {article.author}
        </p>
        <h2 css={{ margin: 0, fontSize: fontSizes.xl, fontWeight: 500 }}>
          <Link to={`/blog/article/${article.id}`} css={{ color: theme.colors.text, textDecorationColor: theme.colors.accent, textUnderlineOffset: '0.2em' }}>
            {article.title}
          </Link>
        </h2>
        {article.summary ? <p css={{ margin: 0 }}>{article.summary}</p> : null}
      </div>
    </article>
  );
}

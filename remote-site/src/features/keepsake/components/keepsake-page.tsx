import { css } from '@emotion/react';
import { Link, useParams } from 'react-router-dom';
import { messageOf, statusOf } from '@keepsake/shared/api-client';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle, useNoIndex } from '@keepsake/shared/ui';
import { PageLayout } from '../../../components/page-layout';
import { pageWidth } from '../../../modules/components/parts/page-width';
import { keepsakeViewQuery } from '../api/get-keepsake-view';
import { KeepsakeContents } from './keepsake-contents';

/**
 * /keepsake/{token}: the keepsake mail's link (issue 43.4). On a phone the family opens the keepsake here
 * without unzipping: what the archive holds, as it was made, and the archive and the books to download,
 * until the link expires. The token is the key, so the page shows only the memorial itself (no account, no
 * address, nothing of the case beyond what its public page shows) and is kept out of search results and
 * caches (link-pages.json). Rendered in the browser: the server never reads a keepsake for a crawler.
 */
export function KeepsakePage() {
  const token = useParams().token ?? '';
  const query = useQuery(keepsakeViewQuery(token));
  const status = statusOf(query.error) ?? null;
  useDocumentTitle(query.data ? `The keepsake of ${query.data.fullName}` : status === 410 ? 'This link has expired' : 'The keepsake');
  useNoIndex();
  return (
    <PageLayout name="default">
      <div css={[pageWidth, css({ display: 'grid', gap: '1.5rem' })]}>
        {query.data ? (
          <KeepsakeContents view={query.data} />
        ) : query.isError ? (
          <LinkProblem status={status} message={messageOf(query.error, 'Please try again in a moment.')} />
        ) : (
          <p role="status" css={{ minHeight: '20rem' }}>
            Opening the keepsake…
          </p>
        )}
      </div>
    </PageLayout>
  );
}

// An expired link (410) or one that opens nothing (404): said plainly, with the way to a new keepsake.
function LinkProblem({ status, message }: { status: number | null; message: string }) {
  const theme = useTheme();
  const heading = status === 410 ? 'This link has expired' : status === 404 ? 'This link opens nothing' : 'The keepsake could not be opened just now';
  return (
    <section aria-labelledby="keepsake-problem" css={{ maxWidth: '40rem' }}>
      <h1 id="keepsake-problem" css={{ fontFamily: theme.fonts.heading, fontWeight: 500, margin: 0 }}>
        {heading}
      </h1>
      <p>{message}</p>
      {status === 410 || status === 404 ? (
        <p>
          <Link to="/family-portal" css={{ color: theme.colors.primary, fontWeight: 600 }}>
            Go to the Family Portal
          </Link>
        </p>
      ) : null}
    </section>
  );
}

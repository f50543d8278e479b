import { Link, useParams } from 'react-router-dom';
import { formatCents, type PriceListRevisionSummary } from '@keepsake/shared/contract/arrangement';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDay } from '@keepsake/shared/time';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { parseId } from '@keepsake/shared/rules';
import { priceListRevisionQuery, priceListRevisionsQuery } from '../api/price-list-revisions';

// Issue 36 §4: a case keeps the prices of the revision it was arranged under, so staff can see every revision the
// home published, with its effective date, and open each at its own prices. Read-only: a published revision never
// changes (a new price goes into the draft of the next one, on the price list page).

const status = (revision: PriceListRevisionSummary): string =>
  [
    revision.inEffect ? 'in effect' : null,
    revision.current && !revision.inEffect ? 'takes effect on its date' : null,
    !revision.current && !revision.inEffect ? 'superseded' : null,
    `${revision.caseCount} ${revision.caseCount === 1 ? 'case keeps' : 'cases keep'} its prices`,
  ]
    .filter(Boolean)
    .join(' · ');

/** /studio/catalogue/revisions: the home's price list revisions, newest date first, each a link to open it. */
export function PriceListRevisionsPage() {
  useDocumentTitle('Price list revisions');
  const theme = useTheme();
  const { data, isPending, isError } = useQuery(priceListRevisionsQuery);
  if (isPending) return <p role="status">Loading the price lists…</p>;
  if (isError) return <p role="alert">The price lists could not be loaded just now. Please try again.</p>;
  return (
    <section aria-labelledby="revisions-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="revisions-heading" css={{ margin: 0 }}>
        Price list revisions
      </h3>
      <p css={{ margin: 0 }}>Each case keeps the prices of the revision it was arranged under; a signed statement never changes.</p>
      <ul css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}>
        {data.revisions.map((revision) => (
          <li key={revision.revisionId}>
            <Link to={`/studio/catalogue/revisions/${revision.revisionId}`}>
              Revision {revision.revisionId}, effective {formatDay(revision.effectiveDate)}
            </Link>{' '}
            ({status(revision)})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /studio/catalogue/revisions/{revisionId}: one revision at its own prices, read-only. */
export function PriceListRevisionPage() {
  const theme = useTheme();
  const revisionId = parseId(useParams().revisionId ?? '');
  const { data, isPending, isError } = useQuery({ ...priceListRevisionQuery(revisionId ?? 0), enabled: revisionId !== null });
  useDocumentTitle(revisionId === null ? 'Price list' : `Price list revision ${revisionId}`);
  const back = <Link to="/studio/catalogue/revisions">All price list revisions</Link>;
  if (revisionId === null || isError)
    return (
      <>
        <p role="alert">We could not find this price list.</p>
        <p>{back}</p>
      </>
    );
  if (isPending) return <p role="status">Loading the price list…</p>;
  const { revision } = data;
  return (
    <section aria-labelledby="revision-heading" css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      <p css={{ margin: 0 }}>{back}</p>
      <h3 id="revision-heading" css={{ margin: 0 }}>
        Revision {revision.revisionId}, effective {formatDay(revision.effectiveDate)}
      </h3>
      <p css={{ margin: 0 }}>{status(revision)}. These prices are read-only.</p>
      {data.categories.map((category) => (
        <section key={category.id} aria-labelledby={`revision-category-${category.id}`} css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
          <h4 id={`revision-category-${category.id}`} css={{ margin: 0 }}>
            {category.name}
          </h4>
          <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
            {category.items.map((item) => (
              <li key={item.id} css={{ overflowWrap: 'anywhere' }}>
                {item.name} · {formatCents(item.priceCents)}
                {item.variants.length > 0
                  ? ` (finishes: ${item.variants.map((variant) => `${variant.finish || variant.name} ${formatCents(variant.priceCents)}`).join(', ')})`
                  : ''}
                {item.requiredReason ? ` · ${item.requiredReason}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h4 css={{ margin: 0 }}>Packages</h4>
      <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
        {data.packages.map((pkg) => (
          <li key={pkg.id}>
            {pkg.name} · {formatCents(pkg.priceCents)}
          </li>
        ))}
      </ul>
    </section>
  );
}

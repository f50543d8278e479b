import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { deskPageStyles, linkStyles } from '../../../../components/desk-styles';
import { conferencePriceListQuery } from '../../api/arrangement-conference';
import { caseQuery } from '../../api/cases';
import { arrangementQuery } from '../../api/line-prices';
import { ConferenceAddItems } from './conference-add-items';
import { ConferenceLines } from './conference-lines';
import { ConferenceOwnLine } from './conference-own-line';
import { ConferencePackages } from './conference-packages';
import { ConferenceTotals } from './conference-totals';
import { DiscountForm } from './discount-form';
import { RevisionPanel } from './revision-panel';
import { SignWithFamily } from './sign-with-family';

/**
 * /studio/cases/{id}/arrangement (issue 39): the director builds the arrangement with the family across the
 * table — the package, items from the whole price list at the case's prices, what is not on it, discounts with
 * their reasons — and sees the statement's totals as they go. Every change is in the case history.
 */
export function ArrangementEditorPage() {
  const theme = useTheme();
  const caseId = Number(useParams().caseId);
  const valid = Number.isInteger(caseId) && caseId > 0;
  const detail = useQuery({ ...caseQuery(caseId), enabled: valid });
  const arrangement = useQuery({ ...arrangementQuery(caseId), enabled: valid });
  const priceList = useQuery({ ...conferencePriceListQuery(caseId), enabled: valid });
  useDocumentTitle(detail.data ? `Arrangements · ${detail.data.fullName}` : 'Arrangements');
  const value = arrangement.data;
  return (
    <main css={deskPageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to={`/studio/cases/${caseId}`} css={linkStyles(theme)}>
          Back to the case
        </Link>
      </p>
      <h2 css={{ margin: 0 }}>Arrangements{detail.data ? ` for ${detail.data.fullName}` : ''}</h2>
      {arrangement.isPending && valid ? <p role="status">Loading the arrangements…</p> : null}
      {arrangement.isError || !valid ? <p role="alert">We could not find this case.</p> : null}
      {value ? (
        <>
          <RevisionPanel caseId={caseId} arrangement={value} />
          <ConferencePackages caseId={caseId} arrangement={value} />
          <ConferenceLines caseId={caseId} arrangement={value} priceList={priceList.data} />
          <ConferenceTotals arrangement={value} />
          {value.readOnly ? null : <SignWithFamily caseId={caseId} arrangement={value} />}
          {value.readOnly ? null : (
            <>
              <section aria-labelledby="conference-discount-heading">
                <h3 id="conference-discount-heading">Discount on the whole statement</h3>
                <p>It shows as its own line on the statement, with its reason. A discount on one selection is given from its row above.</p>
                <DiscountForm caseId={caseId} lineId={null} target="the whole statement" />
              </section>
              <ConferenceAddItems caseId={caseId} arrangement={value} priceList={priceList.data} />
              {priceList.data ? <ConferenceOwnLine caseId={caseId} priceList={priceList.data} disabled={value.readOnly} /> : null}
            </>
          )}
        </>
      ) : null}
    </main>
  );
}

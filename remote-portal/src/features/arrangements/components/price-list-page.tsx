import { Fragment } from 'react';
import { GPL_CHOICE_DISCLOSURE, GPL_DISCLOSURES, type GplItem } from '@keepsake/shared/contract/arrangement';
import { usePageQuery } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { formatDay } from '@keepsake/shared/time';
import { Button } from '@keepsake/shared/ui';
import { ArrangementFrame, Loading, Money } from '../../../components/arrangement-frame';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { gplQuery } from '../api/get-gpl';
import { PriceRow, PriceTableHead } from '../../../components/price-rows';

/**
 * The General Price List as the FTC Funeral Rule lays it out: the home's name, address and phone, the
 * effective date, the statement that the family may choose only what they want, itemized prices by
 * category (the basic services fee the only non-declinable item, cash advances marked), packages in
 * addition. Printable (the browser's print, the portal chrome hidden).
 */
export function PriceListPage() {
  const theme = useTheme();
  const { caseDetail, casePath } = useCaseOutlet();
  const data = usePageQuery(gplQuery(caseDetail.id, 1));
  const groups = new Map<string, GplItem[]>();
  for (const item of data?.items ?? []) groups.set(item.category.name, [...(groups.get(item.category.name) ?? []), item]);
  return (
    <ArrangementFrame title="General Price List" casePath={casePath} personName={caseDetail.fullName} tabs={false}>
      {!data ? (
        <Loading label="Loading the price list…" />
      ) : (
        <div css={{ '@media print': { fontSize: '11pt' } }}>
          <address css={{ fontStyle: 'normal', lineHeight: 1.6, marginBottom: theme.space.md }}>
            <strong>{data.company.name}</strong>
            <br />
            {data.company.address}
            <br />
            {data.company.phone}
          </address>
          <p>These prices are effective as of {formatDay(data.effectiveDate)}.</p>
          <p css={{ fontWeight: 700 }}>{GPL_CHOICE_DISCLOSURE}</p>
          <p>
            This list does not include prices for certain items that you may ask us to buy for you, such as cemetery or crematory services, flowers and
            newspaper notices. The prices for those items will be shown on your statement as cash advance items.
          </p>
          <Button className="no-print" displayType="SECONDARY" size="sm" onClick={() => window.print()}>
            Print the price list
          </Button>
          <table css={{ width: '100%', borderCollapse: 'collapse', marginTop: theme.space.lg }}>
            <caption css={{ textAlign: 'left', fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, marginBottom: theme.space.sm }}>
              Itemized prices
            </caption>
            <PriceTableHead />
            <tbody>
              {[...groups.entries()].map(([category, items]) => (
                <Fragment key={category}>
                  <tr>
                    <th scope="colgroup" colSpan={2} css={{ textAlign: 'left', paddingTop: theme.space.md, fontSize: fontSizes.lg }}>
                      {category}
                      {items[0]?.cashAdvance ? ' (cash advance items)' : ''}
                    </th>
                  </tr>
                  {items.map((item) => (
                    <PriceRow
                      key={item.id}
                      item={
                        <>
                          {item.name}
                          {item.nonDeclinable ? <strong> (not declinable)</strong> : null}
                          {item.cashAdvance ? <span> (cash advance)</span> : null}
                          {item.description ? <span css={{ display: 'block', fontSize: fontSizes.sm }}>{item.description}</span> : null}
                          {/* Issue 39.5: a required item says which law or requirement. */}
                          {item.requiredReason ? <span css={{ display: 'block', fontSize: fontSizes.sm }}>{item.requiredReason}</span> : null}
                        </>
                      }
                      price={
                        <>
                          {item.priceFromCents !== null ? 'from ' : ''}
                          <Money cents={item.priceFromCents ?? item.priceCents} />
                        </>
                      }
                    />
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
          <h2 css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, marginTop: theme.space.xl }}>Packages</h2>
          <p>We also offer packages, in addition to the itemized prices above, that you may buy instead of individual items.</p>
          <ul css={{ lineHeight: 1.8 }}>
            {data.packages.map((pkg) => (
              <li key={pkg.packageId}>
                {pkg.name}: <Money cents={pkg.priceCents} /> (the same items alone: <Money cents={pkg.itemsAloneCents} />)
              </li>
            ))}
          </ul>
          {/* The Funeral Rule's words on embalming and containers, which a price list must carry (issue 39.5). */}
          <h2 css={{ fontFamily: theme.fonts.heading, fontSize: fontSizes.xl, marginTop: theme.space.xl }}>What the law asks us to tell you</h2>
          <dl css={{ lineHeight: 1.6 }}>
            {GPL_DISCLOSURES.map(({ about, text }) => (
              <Fragment key={about}>
                <dt css={{ fontWeight: 700, marginTop: theme.space.md }}>{about}</dt>
                <dd css={{ margin: 0 }}>{text}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      )}
    </ArrangementFrame>
  );
}

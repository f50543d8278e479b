import { Link, useParams } from 'react-router-dom';
import { paymentIdSchema } from '@keepsake/shared/contract/payment';
import { notFound } from '@keepsake/shared/page-error';
import { usePageQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, useHomeTimeZone } from '@keepsake/shared/ui';
import { ArrangementFrame, cardCss, linkCss, Loading, Money } from '../../../components/arrangement-frame';
import { useCaseOutlet } from '../../../hooks/use-case-outlet';
import { paymentQuery } from '../api/get-payment';

/** statement/payment/{paymentId}: the receipt of one payment, printable. */
export function ReceiptPage() {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const { paymentId = '' } = useParams();
  const { caseDetail, casePath } = useCaseOutlet();
  if (!paymentIdSchema.safeParse(paymentId).success) throw notFound();
  const data = usePageQuery(paymentQuery(caseDetail.id, paymentId));
  return (
    <ArrangementFrame
      title="Receipt"
      heading={data?.status === 'PENDING' ? 'Payment being processed' : 'Payment received'}
      casePath={casePath}
      personName={caseDetail.fullName}
      tabs={false}
    >
      {!data ? (
        <Loading label="Loading the receipt…" />
      ) : (
        <>
          {data.status === 'PENDING' ? (
            <p role="status">Your card&apos;s bank has not confirmed this payment yet. We will update the statement as soon as it does.</p>
          ) : null}
          <dl css={{ ...cardCss(theme), display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.5rem 1rem', margin: `0 0 ${theme.space.lg}` }}>
            <dt>Amount</dt>
            <dd css={{ margin: 0, fontWeight: 700 }}>
              <Money cents={data.amountCents} />
            </dd>
            <dt>Card</dt>
            <dd css={{ margin: 0 }}>
              {data.brand} ending {data.last4}
            </dd>
            <dt>Date</dt>
            <dd css={{ margin: 0 }}>{formatDateTime(data.createdAt, timeZone)}</dd>
            <dt>Paid by</dt>
            <dd css={{ margin: 0 }}>{data.paidBy}</dd>
            <dt>Reference</dt>
            <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{data.reference}</dd>
            <dt>Balance after this payment</dt>
            <dd css={{ margin: 0 }} data-testid="receipt-balance">
              {data.balanceAfterCents !== null ? <Money cents={data.balanceAfterCents} /> : '—'}
            </dd>
          </dl>
          <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button className="no-print" displayType="SECONDARY" size="sm" onClick={() => window.print()}>
              Print the receipt
            </Button>
            <Link to={`${casePath}/statement`} css={linkCss(theme)}>
              Back to the statement
            </Link>
          </div>
        </>
      )}
    </ArrangementFrame>
  );
}

import { useState } from 'react';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { type CasePayment } from '@keepsake/shared/contract/payment';
import { useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, useHomeTimeZone } from '@keepsake/shared/ui';
import { paymentsQuery } from '../api/money';
import { CaseCountersign } from './case-countersign';
import { tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';
import { OfflinePaymentForm } from './offline-payment-form';
import { paymentLabel } from './payment-label';
import { PaymentRefundForm } from './payment-refund-form';
import { TableHead } from '../../../components/table-head';
import { useStaffPermission } from '../../../hooks/use-staff-permission';

const STATUS_LABELS: Record<CasePayment['status'], string> = { APPROVED: 'Paid', PENDING: 'Pending', DECLINED: 'Declined' };

/**
 * The case's money on the staff case page (issue 25a): the balance, every payment (card in the portal, cash
 * or check recorded here) with what was refunded, recording an offline payment, refunding all or part of one,
 * and the funeral home's countersignature once the family signed.
 */
export function CaseMoney({ caseId }: { caseId: number }) {
  // Refunds are a manager's (issue 37 point 8).
  const canRefund = useStaffPermission('manager');
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const { data, isError } = useQuery(paymentsQuery(caseId));
  // The payment whose refund form is open (one at a time keeps the table readable).
  const [refunding, setRefunding] = useState<string | null>(null);

  return (
    <section aria-labelledby="case-money-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="case-money-heading" css={{ margin: 0 }}>
        Payments
      </h3>
      {isError ? <p role="alert">The payments could not be loaded just now. Please try again.</p> : null}
      {data ? (
        <>
          <dl aria-label="Balance" css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${theme.space.xxs} ${theme.space.md}`, margin: 0 }}>
            <dt>Contract total</dt>
            <dd css={{ margin: 0 }}>{formatCents(data.totalCents)}</dd>
            <dt>Paid (less refunds)</dt>
            <dd css={{ margin: 0 }}>{formatCents(data.paidCents)}</dd>
            <dt>Balance due</dt>
            <dd css={{ margin: 0 }} data-testid="case-balance">
              {formatCents(data.balanceCents)}
            </dd>
          </dl>
          {data.items.length === 0 ? <p css={{ margin: 0 }}>No payments yet.</p> : null}
          <TableScroll label="Payments" hidden={data.items.length === 0}>
            <table css={tableStyles(theme)}>
              <caption css={{ textAlign: 'left' }}>Payments of this case</caption>
              <TableHead columns={['Date', 'Method', 'Amount', 'Refunded', 'Status', 'By']} actions />
              <tbody>
                {data.items.map((payment) => {
                  const left = payment.amountCents - (payment.refundedCents ?? 0);
                  return (
                    <tr key={payment.paymentId}>
                      <td>
                        <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt, timeZone, { short: true })}</time>
                      </td>
                      <td>{paymentLabel(payment)}</td>
                      <td>{formatCents(payment.amountCents)}</td>
                      <td>{payment.refundedCents ? formatCents(payment.refundedCents) : '—'}</td>
                      <td>{payment.status === 'APPROVED' && left === 0 ? 'Refunded' : STATUS_LABELS[payment.status]}</td>
                      <td>{payment.paidBy}</td>
                      <td>
                        {canRefund && payment.status === 'APPROVED' && left > 0 && refunding !== payment.paymentId ? (
                          <Button
                            displayType="SECONDARY"
                            size="sm"
                            aria-label={`Refund ${paymentLabel(payment)} of ${formatCents(payment.amountCents)}`}
                            onClick={() => setRefunding(payment.paymentId)}
                          >
                            Refund
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          {data.items
            .filter((payment) => payment.paymentId === refunding)
            .map((payment) => (
              <PaymentRefundForm key={payment.paymentId} caseId={caseId} payment={payment} onDone={() => setRefunding(null)} />
            ))}
          <OfflinePaymentForm caseId={caseId} balanceCents={data.balanceCents} />
        </>
      ) : null}
      <CaseCountersign caseId={caseId} />
    </section>
  );
}

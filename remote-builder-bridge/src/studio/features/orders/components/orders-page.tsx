import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { ORDER_NEXT, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, type StaffOrder } from '@keepsake/shared/contract/obituary';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, toast, useDocumentTitle, useHomeTimeZone } from '@keepsake/shared/ui';
import { ordersQuery, setOrderStatus } from '../api/orders';
import { useStaffPermission } from '../../../hooks/use-staff-permission';
import { RefundForm } from './refund-form';
import { ReportsForm } from './reports-form';
import { linkStyles } from '../../../components/desk-styles';

type Filter = OrderStatus | 'ALL';
const ACTION_LABELS: Partial<Record<OrderStatus, string>> = { SENT: 'Mark sent to florist', DELIVERED: 'Mark delivered', CANCELLED: 'Cancel order' };

function Delivery({ order }: { order: StaffOrder }) {
  const { delivery } = order;
  const timeZone = useHomeTimeZone();
  return delivery.method === 'EVENT' ? (
    <>
      To the service: {delivery.eventTitle}, {delivery.placeName},{' '}
      {delivery.eventStartsAt ? formatDateTime(delivery.eventStartsAt, timeZone, { short: true }) : ''}
    </>
  ) : (
    <>
      To {delivery.recipientName}, {delivery.address}
    </>
  );
}

/** /studio/orders: the shop's orders (issue 25 point 4): follow each one to the florist and refund it. */
export function OrdersPage() {
  // Refunds are a manager's (issue 37 point 8).
  const canRefund = useStaffPermission('manager');
  useDocumentTitle('Orders');
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const [filter, setFilter] = useState<Filter>('ALL');
  const { data, isPending, isError } = useQuery(ordersQuery(filter));
  const move = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'SENT' | 'DELIVERED' | 'CANCELLED' }) => setOrderStatus(id, { status }),
    meta: { changes: [['orders']] },
    onError: () => toast.error({ title: 'The order could not be changed just now. Please try again.' }),
  });

  return (
    <main css={{ padding: theme.space.lg, maxWidth: '72rem', width: '100%', margin: '0 auto', display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
      <h2 css={{ margin: 0 }}>Orders</h2>
      <ReportsForm />
      <label css={{ display: 'grid', gap: theme.space.xs, maxWidth: '16rem' }}>
        Show
        <select value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
          <option value="ALL">All orders</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      {isPending ? <p role="status">Loading the orders…</p> : null}
      {isError ? <p role="alert">The orders could not be loaded just now. Please try again.</p> : null}
      {data && data.items.length === 0 ? <p>No orders here.</p> : null}
      <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: theme.space.md }}>
        {data?.items.map((order) => (
          <li key={order.id}>
            <article
              aria-labelledby={`order-${order.id}`}
              css={{ border: `1px solid ${theme.colors.secondary}`, padding: theme.space.md, display: 'grid', gap: theme.space.xs }}
            >
              <h3 id={`order-${order.id}`} css={{ margin: 0 }}>
                {order.quantity} × {order.productName}
                {order.variantName ? ` (${order.variantName})` : ''} · in memory of {order.obituary.fullName}
              </h3>
              <p css={{ margin: 0 }}>
                <Link
                  to={order.obituary.caseId === null ? `/studio/obituaries/${order.obituary.id}` : `/studio/cases/${order.obituary.caseId}`}
                  css={linkStyles(theme)}
                >
                  {order.obituary.caseId === null ? `The obituary of ${order.obituary.fullName}` : `The case of ${order.obituary.fullName}`}
                </Link>
              </p>
              <p css={{ margin: 0 }}>
                <strong>{ORDER_STATUS_LABELS[order.status]}</strong> · {formatCents(order.totalCents)}
                {order.refundedCents > 0 ? ` · ${formatCents(order.refundedCents)} refunded` : ''} · ordered{' '}
                <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, timeZone, { short: true })}</time> · {order.id}
              </p>
              <p css={{ margin: 0 }}>
                <Delivery order={order} />
              </p>
              <p css={{ margin: 0 }}>
                Card: “{order.cardMessage ?? ''}” — {order.cardSignature}. From {order.purchaserName}, {order.purchaserEmail}, {order.purchaserPhone}
              </p>
              <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
                {ORDER_NEXT[order.status].map((next) => (
                  <Button
                    key={next}
                    size="sm"
                    displayType={next === 'CANCELLED' ? 'SECONDARY' : 'PRIMARY'}
                    disabled={move.isPending}
                    onClick={() => move.mutate({ id: order.id, status: next as 'SENT' | 'DELIVERED' | 'CANCELLED' })}
                  >
                    {ACTION_LABELS[next]}
                  </Button>
                ))}
              </div>
              {canRefund ? (
                <details>
                  <summary>Refund</summary>
                  <RefundForm order={order} />
                </details>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}

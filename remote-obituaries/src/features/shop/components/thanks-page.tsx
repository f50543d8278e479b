import { Link, useParams } from 'react-router-dom';
import { usePageData } from '@keepsake/shared/query';
import { obituaryPath } from '../../../lib/paths';
import { formatPrice } from '../../../lib/format';
import { formatEventDay, formatTime } from '@keepsake/shared/time';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { CheckIcon, useDocumentTitle, useHomeTimeZone } from '@keepsake/shared/ui';
import { PageContainer } from '../../../components/page-container';
import { useObituary } from '../../../hooks/use-obituary';
import { orderQuery } from '../api/order';
import { parseOrderId } from '../ids';
import { PriceBreakdown } from './price-breakdown';

/** /shop/order/{orderId}/thanks: the order as placed. */
export function ThanksPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const order = usePageData(orderQuery(obituary.id, parseOrderId(useParams().orderId)));
  useDocumentTitle('Thank you for your order');
  const { delivery } = order;
  const row = {
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, auto) 1fr',
    gap: theme.space.md,
    padding: '0.6rem 0',
    borderBottom: `1px solid ${theme.colors.secondary}`,
  } as const;
  return (
    <PageContainer>
      <div css={{ maxWidth: '40rem' }}>
        <h2
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: theme.space.sm,
            fontFamily: theme.fonts.heading,
            fontWeight: 500,
            fontSize: fontSizes.xxxl,
            marginTop: 0,
          }}
        >
          <span css={{ color: theme.colors.palette.success.onPage, display: 'inline-flex' }}>
            <CheckIcon />
          </span>
          Thank you, {order.purchaserName.split(' ')[0]}
        </h2>
        <p css={{ fontSize: fontSizes.lg, lineHeight: 1.6 }}>
          Your {order.product.kind === 'TREE' ? 'tree' : 'flowers'} in memory of {obituary.fullName}{' '}
          {order.product.kind === 'TREE' ? 'will be planted' : 'are on their way'}. A receipt goes to {order.purchaserEmail}.
        </p>
        <dl css={{ margin: `${theme.space.lg} 0`, '& dd': { margin: 0 }, '& dt': { fontWeight: 600 } }}>
          <div css={row}>
            <dt>Order</dt>
            <dd>{order.id}</dd>
          </div>
          <div css={row}>
            <dt>Item</dt>
            <dd>
              {order.quantity} × {order.product.name}
              {order.variantName ? ` (${order.variantName})` : ''}
            </dd>
          </div>
          <div css={row}>
            <dt>Delivery</dt>
            <dd>
              {delivery.method === 'EVENT' && delivery.eventStartsAt
                ? `${delivery.eventTitle}, ${formatEventDay(delivery.eventStartsAt, timeZone)} at ${formatTime(delivery.eventStartsAt, timeZone, { zone: true })}, ${delivery.placeName}`
                : `${delivery.recipientName ?? ''}, ${delivery.address ?? ''}`}
            </dd>
          </div>
          <div css={row}>
            <dt>Card message</dt>
            <dd css={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {order.cardMessage ? `${order.cardMessage}\n` : ''}— {order.cardSignature}
            </dd>
          </div>
          <div css={row}>
            <dt>Paid</dt>
            <dd>
              {formatPrice(order.totalCents)} with {order.payment.brand} ending in {order.payment.last4}
            </dd>
          </div>
        </dl>
        <PriceBreakdown price={order} />
        <Link to={obituaryPath(obituary)} css={{ color: theme.colors.palette.primary.onPage }}>
          Return to {obituary.fullName}’s obituary
        </Link>
      </div>
    </PageContainer>
  );
}

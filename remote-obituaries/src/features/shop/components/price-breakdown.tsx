import type { OrderPrice } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { formatPrice } from '../../../lib/format';

/** Subtotal, delivery, tax and total, as the API computes them (the checkout before paying, the thanks page after). */
export function PriceBreakdown({ price, taxRateBasisPoints }: { price: OrderPrice; taxRateBasisPoints?: number }) {
  const theme = useTheme();
  const row = { display: 'flex', justifyContent: 'space-between', gap: theme.space.md, padding: '0.35rem 0' } as const;
  const rate = taxRateBasisPoints === undefined ? '' : ` (${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(taxRateBasisPoints / 100)}%)`;
  return (
    <dl aria-label="Order total" css={{ margin: `0 0 ${theme.space.lg}`, maxWidth: '24rem', '& dt, & dd': { margin: 0 } }}>
      <div css={row}>
        <dt>Subtotal</dt>
        <dd>{formatPrice(price.subtotalCents)}</dd>
      </div>
      <div css={row}>
        <dt>Delivery</dt>
        <dd>{price.deliveryCents === 0 ? 'Free' : formatPrice(price.deliveryCents)}</dd>
      </div>
      <div css={row}>
        <dt>Tax{rate}</dt>
        <dd>{formatPrice(price.taxCents)}</dd>
      </div>
      <div css={{ ...row, borderTop: `1px solid ${theme.colors.palette.neutral.onPage}`, marginTop: '0.25rem', fontWeight: 700, fontSize: fontSizes.xl }}>
        <dt>Total</dt>
        <dd>{formatPrice(price.totalCents)}</dd>
      </div>
    </dl>
  );
}

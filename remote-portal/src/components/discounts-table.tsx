import { discountTitle, type Discount } from '@keepsake/shared/contract/arrangement';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Money } from './arrangement-frame';

/** Issue 39: each discount the home gave, its own line with its reason (never a changed price). Nothing when none. */
export function DiscountsTable({ discounts }: { discounts: readonly Discount[] | undefined }) {
  const theme = useTheme();
  if (!discounts || discounts.length === 0) return null;
  return (
    <table css={{ width: '100%', borderCollapse: 'collapse', marginBottom: theme.space.lg }}>
      <caption css={{ textAlign: 'left', fontWeight: 700, marginBottom: theme.space.xs }}>Discounts</caption>
      <tbody>
        {discounts.map((discount) => (
          <tr key={discount.id}>
            <th scope="row" css={{ textAlign: 'left', fontWeight: 400, padding: '0.3rem 0' }}>
              {discountTitle(discount)}
              <span css={{ display: 'block', fontSize: fontSizes.sm }}>Reason: {discount.reason}</span>
            </th>
            <td css={{ textAlign: 'right' }}>
              <Money cents={-discount.amountCents} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

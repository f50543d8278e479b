import { totalRows, type Totals } from '@keepsake/shared/contract/arrangement';
import { useTheme } from '@keepsake/shared/theme';
import { Money } from './arrangement-frame';

/** Package, items, cash advances, discounts, subtotal, tax and total: the server's numbers, never added up here. */
export function TotalsTable({ totals, caption }: { totals: Totals; caption: string }) {
  const theme = useTheme();
  // Every row but the total, which closes the table with its rule above it.
  const rows = totalRows(totals).slice(0, -1);
  return (
    <table css={{ width: '100%', borderCollapse: 'collapse', marginBottom: theme.space.lg }}>
      <caption css={{ textAlign: 'left', fontWeight: 700, marginBottom: theme.space.xs }}>{caption}</caption>
      <tbody>
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row" css={{ textAlign: 'left', fontWeight: 400, padding: '0.3rem 0' }}>
              {label}
            </th>
            <td css={{ textAlign: 'right' }}>
              <Money cents={cents} />
            </td>
          </tr>
        ))}
        <tr css={{ borderTop: `2px solid ${theme.colors.text}` }}>
          <th scope="row" css={{ textAlign: 'left', padding: '0.4rem 0' }}>
            Total
          </th>
          <td css={{ textAlign: 'right', fontWeight: 700 }}>
            <Money cents={totals.totalCents} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

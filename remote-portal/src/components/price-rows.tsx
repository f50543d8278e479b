import type { ReactNode } from 'react';
import { useTheme } from '@keepsake/shared/theme';

/** The head of a table of prices (the price list, the statement): the item, then its price on the right. */
export function PriceTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col" css={{ textAlign: 'left' }}>
          Item
        </th>
        <th scope="col" css={{ textAlign: 'right' }}>
          Price
        </th>
      </tr>
    </thead>
  );
}

/** One priced row: the item (its name and details) heads the row, so a screen reader names each price by it. */
export function PriceRow({ item, price }: { item: ReactNode; price: ReactNode }) {
  const theme = useTheme();
  return (
    <tr css={{ borderBottom: `1px solid ${theme.colors.secondary}`, verticalAlign: 'top' }}>
      <th scope="row" css={{ textAlign: 'left', fontWeight: 400, padding: '0.35rem 0.5rem 0.35rem 0' }}>
        {item}
      </th>
      <td css={{ textAlign: 'right', padding: '0.35rem 0', whiteSpace: 'nowrap' }}>{price}</td>
    </tr>
  );
}

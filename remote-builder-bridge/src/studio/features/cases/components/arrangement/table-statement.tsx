import { discountTitle, formatCents, totalRows, type Statement, type StatementLine } from '@keepsake/shared/contract/arrangement';
import { useTheme } from '@keepsake/shared/theme';

/**
 * The Statement of Funeral Goods and Services Selected as the purchaser reads it at the table (issue 39 point 3):
 * the package, every line (what the package includes says so), the cash advances, each discount with its reason,
 * the charges, payments and the balance. Large type on a tablet or a phone; rows wrap rather than scroll.
 */
export function TableStatement({ statement }: { statement: Statement }) {
  const theme = useTheme();
  const goods = statement.lines.filter((line) => !line.cashAdvance);
  const advances = statement.lines.filter((line) => line.cashAdvance);
  const { totals } = statement;
  const row = {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.space.sm,
    padding: `${theme.space.xs} 0`,
    borderBottom: `1px solid ${theme.colors.secondary}`,
  };
  const amount = (line: StatementLine) => (line.includedInPackage && line.amountCents === 0 ? 'In package' : formatCents(line.amountCents));
  const lines = (title: string, list: StatementLine[]) =>
    list.length === 0 ? null : (
      <section aria-label={title}>
        <h3 css={{ fontSize: '1.15em', marginBottom: theme.space.xs }}>{title}</h3>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((line, index) => (
            <li key={index} css={row}>
              <span>
                {line.name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                {line.detail ? <span css={{ display: 'block', fontSize: '0.85em' }}>{line.detail}</span> : null}
                {line.requiredReason ? <span css={{ display: 'block', fontSize: '0.85em' }}>{line.requiredReason}</span> : null}
              </span>
              <span css={{ whiteSpace: 'nowrap' }}>{amount(line)}</span>
            </li>
          ))}
        </ul>
      </section>
    );
  const charges: [string, number][] = [...totalRows(totals), ['Payments made', statement.paidCents], ['Balance due', statement.balanceCents]];
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      {statement.packageName ? (
        <p css={{ ...row, margin: 0, fontSize: '1.1em' }}>
          <span>
            Package: <strong>{statement.packageName}</strong>
          </span>
          <span css={{ whiteSpace: 'nowrap' }}>{formatCents(statement.packagePriceCents)}</span>
        </p>
      ) : null}
      {lines('Funeral goods and services selected', goods)}
      {lines('Cash advance items (paid to others on your behalf)', advances)}
      {statement.discounts && statement.discounts.length > 0 ? (
        <section aria-label="Discounts">
          <h3 css={{ fontSize: '1.15em', marginBottom: theme.space.xs }}>Discounts</h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {statement.discounts.map((discount) => (
              <li key={discount.id} css={row}>
                <span>
                  {discountTitle(discount)}
                  <span css={{ display: 'block', fontSize: '0.85em' }}>Reason: {discount.reason}</span>
                </span>
                <span css={{ whiteSpace: 'nowrap' }}>{formatCents(-discount.amountCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Charges and balance">
        <h3 css={{ fontSize: '1.15em', marginBottom: theme.space.xs }}>Charges</h3>
        <dl css={{ margin: 0 }}>
          {charges.map(([label, cents]) => (
            <div key={label} css={{ ...row, fontWeight: label === 'Total' || label === 'Balance due' ? 700 : 400 }}>
              <dt>{label}</dt>
              <dd css={{ margin: 0 }}>{formatCents(cents)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

import { formatCents, totalRows, type Arrangement } from '@keepsake/shared/contract/arrangement';
import { useTheme } from '@keepsake/shared/theme';

/** The statement's totals as the API computed them, discounts their own line; and what still stands in the way of signing. */
export function ConferenceTotals({ arrangement }: { arrangement: Arrangement }) {
  const theme = useTheme();
  const { totals } = arrangement;
  const rows = totalRows(totals);
  return (
    <section aria-labelledby="conference-totals-heading">
      <h3 id="conference-totals-heading">Statement totals</h3>
      <dl css={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: `${theme.space.xxs} ${theme.space.lg}`, margin: 0 }}>
        {rows.map(([label, cents]) => (
          <div key={label} css={{ display: 'contents', fontWeight: label === 'Total' ? 700 : 400 }}>
            <dt>{label}</dt>
            <dd css={{ margin: 0, textAlign: 'end' }}>{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      {arrangement.problems.length > 0 ? (
        <>
          <h4>Before the family can sign</h4>
          <ul>
            {arrangement.problems.map((problem) => (
              <li key={problem.code}>{problem.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

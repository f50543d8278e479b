import { useId, useState } from 'react';
import { AWAITING_PRICE_LABEL, type Line } from '@keepsake/shared/contract/arrangement';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { Money } from '../../../components/arrangement-frame';
import { useArrangementChange } from '../../../hooks/use-arrangement-change';
import { useArrangementOutlet } from '../../../hooks/use-case-outlet';
import { messageOf } from '@keepsake/shared/api-client';
import { updateLine } from '../api/update-line';
import { lineLabel } from '../state/line-text';

/** What a line costs, as the family reads it: included, left out (a credit), waiting for the home's price, or its amount. */
export function LineAmount({ line }: { line: Line }) {
  if (line.awaitingPrice) return <span>{AWAITING_PRICE_LABEL}</span>;
  if (line.leftOut) return <Money cents={line.amountCents} />;
  return line.fromPackage && line.amountCents === 0 ? <>Included</> : <Money cents={line.amountCents} />;
}

/**
 * Issue 25 on each line: a duplicate of what the package includes said plainly, "leave out" where the
 * package allows it (with the credit), and the quantity where the item allows changing it.
 */
export function LineExtras({ line, readOnly }: { line: Line; readOnly: boolean }) {
  const theme = useTheme();
  const { caseDetail } = useArrangementOutlet();
  const [error, setError] = useState<string | null>(null);
  const change = useArrangementChange(caseDetail.id, (body: { leftOut?: boolean; quantity?: number }) => updateLine(caseDetail.id, line.id, body));
  const send = (body: { leftOut?: boolean; quantity?: number }) => {
    setError(null);
    change.mutate(body, { onError: (cause) => setError(messageOf(cause)) });
  };
  const warn = { fontWeight: 700, color: theme.colors.palette.error.onPage };
  return (
    <>
      {line.duplicateOfIncluded ? <span css={warn}>Your package already includes this item. Remove this extra line.</span> : null}
      {line.awaitingPrice ? <span>The funeral home will price this before you sign.</span> : null}
      {line.leftOut ? <span>Left out of your package.</span> : null}
      {!readOnly && line.mayLeaveOut ? (
        <div>
          <Button size="sm" displayType="SECONDARY" disabled={change.isPending} onClick={() => send({ leftOut: !line.leftOut })}>
            {line.leftOut ? `Take back ${lineLabel(line)}` : `Leave out ${lineLabel(line)} (saves ${formatCredit(line.leaveOutCreditCents ?? 0)})`}
          </Button>
        </div>
      ) : null}
      {!readOnly && line.quantityEditable && !line.leftOut ? (
        <QuantityForm line={line} pending={change.isPending} onSave={(quantity) => send({ quantity })} />
      ) : null}
      {error ? (
        <span role="alert" css={warn}>
          {error}
        </span>
      ) : null}
    </>
  );
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCredit = (cents: number) => usd.format(cents / 100);

function QuantityForm({ line, pending, onSave }: { line: Line; pending: boolean; onSave: (quantity: number) => void }) {
  const theme = useTheme();
  const inputId = useId();
  const [value, setValue] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        const quantity = Number(value);
        if (!/^\d{1,2}$/.test(value) || quantity < 1) return setError('Please enter a number from 1 to 99');
        setError(null);
        onSave(quantity);
      }}
    >
      <label htmlFor={inputId} css={{ display: 'grid', gap: '0.25rem' }}>
        How many: {lineLabel(line)}
        <input
          id={inputId}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          css={{ minHeight: '2.75rem', fontSize: fontSizes.md, width: '6rem' }}
        />
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        Update
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}

import { useState } from 'react';
import { AWAITING_PRICE_LABEL, lineQuantityFormSchema, type Line, type LineQuantityForm } from '@keepsake/shared/contract/arrangement';
import { applyApiErrors, Form, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
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
  // Leaving out is one press, not a form: its failure is the mutation's own error.
  const change = useArrangementChange(caseDetail.id, (leftOut: boolean) => updateLine(caseDetail.id, line.id, { leftOut }));
  const warn = { fontWeight: 700, color: theme.colors.palette.error.onPage };
  return (
    <>
      {line.duplicateOfIncluded ? <span css={warn}>Your package already includes this item. Remove this extra line.</span> : null}
      {line.awaitingPrice ? <span>The funeral home will price this before you sign.</span> : null}
      {line.leftOut ? <span>Left out of your package.</span> : null}
      {!readOnly && line.mayLeaveOut ? (
        <div>
          <Button size="sm" displayType="SECONDARY" disabled={change.isPending} onClick={() => change.mutate(!line.leftOut)}>
            {line.leftOut ? `Take back ${lineLabel(line)}` : `Leave out ${lineLabel(line)} (saves ${formatCredit(line.leaveOutCreditCents ?? 0)})`}
          </Button>
        </div>
      ) : null}
      {!readOnly && line.quantityEditable && !line.leftOut ? <QuantityForm line={line} /> : null}
      {change.error ? (
        <span role="alert" css={warn}>
          {messageOf(change.error)}
        </span>
      ) : null}
    </>
  );
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCredit = (cents: number) => usd.format(cents / 100);

/** "How many" of a line: checked as typed (1 to 99), the API's own message on the field if it refuses. */
function QuantityForm({ line }: { line: Line }) {
  const theme = useTheme();
  const { caseDetail } = useArrangementOutlet();
  const form = useZodForm({ schema: lineQuantityFormSchema, defaultValues: { quantity: String(line.quantity) } });
  const [alert, setAlert] = useState<string | null>(null);
  const change = useArrangementChange(caseDetail.id, (quantity: number) => updateLine(caseDetail.id, line.id, { quantity }));
  const submit = async ({ quantity }: LineQuantityForm) => {
    setAlert(null);
    try {
      await change.mutateAsync(Number(quantity));
    } catch (error) {
      // The typed number stays in the box; the API's message for it lands under it.
      setAlert(applyApiErrors(error, form.setError, ['quantity']));
    }
  };
  return (
    <Form id={`line-quantity-${line.id}`} form={form} onSubmit={submit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
      <div css={{ flex: '0 1 18rem', minWidth: 0 }}>
        <TextField name="quantity" label={`How many: ${lineLabel(line)}`} inputMode="numeric" maxLength={2} />
      </div>
      <Button type="submit" size="sm" disabled={change.isPending}>
        Update
      </Button>
      {alert ? (
        <span role="alert" css={{ fontWeight: 700, color: theme.colors.palette.error.onPage }}>
          {alert}
        </span>
      ) : null}
    </Form>
  );
}

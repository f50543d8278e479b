import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { casePaymentRefundFormSchema, dollarsToCents, type CasePayment, type CasePaymentRefundForm as Values } from '@keepsake/shared/contract/payment';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { RefundConfirmation } from '../../../components/refund-confirmation';
import { refundPayment } from '../api/money';
import { paymentLabel } from './payment-label';

/**
 * Refund all or part of what is left of one payment, after a confirmation: money going back is not undone.
 * More than is left is refused here and by the API (whose message lands on the field).
 */
export function PaymentRefundForm({ caseId, payment, onDone }: { caseId: number; payment: CasePayment; onDone: () => void }) {
  const theme = useTheme();
  const left = payment.amountCents - (payment.refundedCents ?? 0);
  const form = useZodForm({ schema: casePaymentRefundFormSchema, defaultValues: { amountCents: (left / 100).toFixed(2), reason: '' } });
  // Asked to confirm: the values the confirmation names, sent as they were.
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      refundPayment(caseId, payment.paymentId, { amountCents: dollarsToCents(values.amountCents), reason: values.reason || undefined }),
    meta: { changes: [['case', caseId]] },
  });

  const ask = (values: Values) => {
    setAlert(null);
    if (dollarsToCents(values.amountCents) > left) {
      form.setError('amountCents', { message: `At most ${formatCents(left)} of this payment can be refunded` });
      return;
    }
    if (dollarsToCents(values.amountCents) === 0) {
      form.setError('amountCents', { message: 'Please enter an amount like 25.00' });
      return;
    }
    setConfirming(values);
  };

  const refund = async () => {
    if (!confirming) return;
    try {
      await mutation.mutateAsync(confirming);
      toast.success({ title: 'Refunded', description: `${formatCents(dollarsToCents(confirming.amountCents))} of ${paymentLabel(payment)}.` });
      onDone();
    } catch (error) {
      setConfirming(null);
      const unmatched = applyApiFieldErrors(error, form.setError, ['amountCents', 'reason']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The refund could not be made just now. Please try again.'));
      }
    }
  };

  const heading = `refund-heading-${payment.paymentId}`;
  return (
    <div role="group" aria-labelledby={heading} css={{ display: 'grid', gap: theme.space.sm }}>
      <h4 id={heading} css={{ margin: 0 }}>
        Refund {paymentLabel(payment)} of {formatCents(payment.amountCents)}
      </h4>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={`refund-${payment.paymentId}`} form={form} onSubmit={ask} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '24rem' }}>
        <TextField name="amountCents" label={`Amount to refund (up to ${formatCents(left)})`} inputMode="decimal" autoComplete="off" required />
        <TextField name="reason" label="Reason (in the receipt mail)" autoComplete="off" />
        {confirming ? (
          <RefundConfirmation
            amountCents={dollarsToCents(confirming.amountCents)}
            what={`of ${paymentLabel(payment)}`}
            how={payment.method === 'CARD' ? 'It goes back to the card.' : 'Give the money back by hand; the family gets a receipt.'}
            reader="The family"
            reason={confirming.reason ?? ''}
            pending={mutation.isPending}
            onConfirm={() => void refund()}
            onChange={() => setConfirming(null)}
          />
        ) : (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
            <Button type="submit">Refund…</Button>
            <Button displayType="SECONDARY" onClick={onDone}>
              Cancel
            </Button>
          </div>
        )}
      </Form>
    </div>
  );
}

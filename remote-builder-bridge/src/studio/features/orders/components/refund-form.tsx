import { useState } from 'react';
import { fieldErrorsOf, messageOf, newIdempotencyKey } from '@keepsake/shared/api-client';
import { dollarsToCents as toCents } from '@keepsake/shared/contract/payment';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { orderRefundFormSchema as refundFormSchema, type OrderRefundForm as RefundForm, type StaffOrder } from '@keepsake/shared/contract/obituary';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { RefundConfirmation } from '../../../components/refund-confirmation';
import { refundOrder } from '../api/orders';

// One key per refund meant: a double click or a resent request gives the money back once (the API keeps it).
const newKey = () => newIdempotencyKey('refund');

/** Refund all or part of what is left of an order, after a confirmation; the customer gets a mail from the API. */
export function RefundForm({ order }: { order: StaffOrder }) {
  const theme = useTheme();
  const left = order.totalCents - order.refundedCents;
  const form = useZodForm({ schema: refundFormSchema, defaultValues: { amountCents: (left / 100).toFixed(2), reason: '' } });
  const [key, setKey] = useState(newKey);
  const [alert, setAlert] = useState<string | null>(null);
  // Asked to confirm: the values the confirmation names, sent as they were.
  const [confirming, setConfirming] = useState<RefundForm | null>(null);
  const mutation = useMutation({
    mutationFn: (values: RefundForm) =>
      refundOrder(order.id, { amountCents: toCents(values.amountCents), reason: values.reason || undefined, idempotencyKey: key }),
    meta: { changes: [['orders']] },
  });

  const ask = (values: RefundForm) => {
    setAlert(null);
    if (toCents(values.amountCents) > left) {
      form.setError('amountCents', { message: `At most ${formatCents(left)} of this order can be refunded` });
      return;
    }
    setConfirming(values);
  };

  const refund = async () => {
    if (!confirming) return;
    const values = confirming;
    try {
      await mutation.mutateAsync(values);
      setKey(newKey());
      setConfirming(null);
      toast.success({ title: 'Refunded', description: `${formatCents(toCents(values.amountCents))} goes back to ${order.purchaserName}, who gets a mail.` });
    } catch (error) {
      setConfirming(null);
      const unmatched = applyApiFieldErrors(error, form.setError, ['amountCents', 'reason']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The refund could not be made just now. Please try again.'));
      }
    }
  };

  if (left <= 0) return <p>Refunded in full.</p>;
  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={`refund-${order.id}`} form={form} onSubmit={ask} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '24rem' }}>
        <TextField name="amountCents" label={`Amount to refund (up to ${formatCents(left)})`} inputMode="decimal" autoComplete="off" required />
        <TextField name="reason" label="Reason (in the customer’s mail)" autoComplete="off" />
        {confirming ? (
          <RefundConfirmation
            amountCents={toCents(confirming.amountCents)}
            what={`of order ${order.id}`}
            how="It goes back to the card it was paid with."
            reader={order.purchaserName}
            reason={confirming.reason ?? ''}
            pending={mutation.isPending}
            onConfirm={() => void refund()}
            onChange={() => setConfirming(null)}
          />
        ) : (
          <Button type="submit" displayType="SECONDARY">
            Refund…
          </Button>
        )}
      </Form>
    </>
  );
}

import { useRef, useState } from 'react';
import { fieldErrorsOf, messageOf, newIdempotencyKey } from '@keepsake/shared/api-client';
import {
  dollarsToCents,
  OFFLINE_METHOD_LABELS,
  offlinePaymentFormSchema,
  OFFLINE_METHODS,
  type OfflinePaymentForm as Values,
} from '@keepsake/shared/contract/payment';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { applyApiFieldErrors, Form, FormAlert, RadioGroupField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { recordOfflinePayment } from '../api/money';

const METHOD_OPTIONS = OFFLINE_METHODS.map((method) => ({ value: method, label: OFFLINE_METHOD_LABELS[method] }));

/** Record cash or a check taken at the home; the purchaser gets a receipt from the API. */
export function OfflinePaymentForm({ caseId, balanceCents }: { caseId: number; balanceCents: number }) {
  const theme = useTheme();
  const form = useZodForm({ schema: offlinePaymentFormSchema, defaultValues: { method: 'CHECK', amountCents: '', reference: '' } });
  // The key stays until the payment is recorded: a second click, or a retry after a lost answer, sends the
  // same one and the API answers with the first recording.
  const key = useRef(newIdempotencyKey());
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      recordOfflinePayment(caseId, {
        method: values.method,
        amountCents: dollarsToCents(values.amountCents),
        reference: values.reference || undefined,
        idempotencyKey: key.current,
      }),
    // What the case shows everywhere (its money, "where the case stands", the family's statement) follows.
    meta: { changes: [['case', caseId]] },
  });

  const submit = async (values: Values) => {
    setAlert(null);
    try {
      const payment = await mutation.mutateAsync(values);
      key.current = newIdempotencyKey();
      form.reset({ method: values.method, amountCents: '', reference: '' });
      toast.success({ title: 'Payment recorded', description: `${formatCents(payment.amountCents)} ${OFFLINE_METHOD_LABELS[values.method].toLowerCase()}.` });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['method', 'amountCents', 'reference']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The payment could not be recorded just now. Please try again.'));
      }
    }
  };

  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <h4 css={{ margin: 0 }}>Record a payment</h4>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={`offline-payment-${caseId}`} form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '24rem' }}>
        <RadioGroupField name="method" legend="Paid by" options={METHOD_OPTIONS} required />
        <TextField
          name="amountCents"
          label="Amount in dollars"
          hint={`The balance due is ${formatCents(balanceCents)}`}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <TextField name="reference" label="Check number or reference" hint="Required for a check" autoComplete="off" />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Recording…' : 'Record payment'}
        </Button>
      </Form>
    </div>
  );
}

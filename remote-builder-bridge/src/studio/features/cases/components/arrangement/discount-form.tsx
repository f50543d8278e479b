import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { discountFormSchema, type DiscountForm as Values } from '@keepsake/shared/contract/arrangement';
import { dollarsToCents } from '@keepsake/shared/contract/payment';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useQueryClient, useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { giveDiscount } from '../../api/arrangement-conference';
import { arrangementQuery } from '../../api/line-prices';

/**
 * A discount with its reason, on one line (`lineId`) or the whole statement (null). It shows as its own line on
 * the statement; the API keeps the limits (never on a cash advance, never more than what it discounts).
 */
export function DiscountForm({ caseId, lineId, target, onDone }: { caseId: number; lineId: number | null; target: string; onDone?: () => void }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: discountFormSchema, defaultValues: { amountCents: '', reason: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: Values) => giveDiscount(caseId, { lineId, amountCents: dollarsToCents(values.amountCents), reason: values.reason }),
    meta: { changes: [['case', caseId]] },
    onSuccess: (arrangement) => {
      queryClient.setQueryData(arrangementQuery(caseId).queryKey, arrangement);
      toast.success({ title: 'Discount given' });
      form.reset();
      onDone?.();
    },
  });
  const submit = async (values: Values) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['amountCents', 'reason']);
      if (unmatched.length > 0 || Object.keys(fieldErrorsOf(error)).length === 0)
        setAlert(messageOf(error, 'The discount could not be saved just now. Please try again.'));
    }
  };
  const id = lineId === null ? 'discount-whole' : `discount-line-${lineId}`;
  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form
        id={id}
        form={form}
        onSubmit={submit}
        aria-label={`Discount on ${target}`}
        css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}
      >
        <TextField name="amountCents" label={`Amount off ${target}`} inputMode="decimal" autoComplete="off" required />
        <TextField name="reason" label={`Reason for the discount on ${target}`} autoComplete="off" required />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Give discount
        </Button>
      </Form>
    </>
  );
}

import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { dollarsToCents } from '@keepsake/shared/contract/payment';
import { ownLineFormSchema, type ConferencePriceList, type OwnLineForm as Values } from '@keepsake/shared/contract/arrangement';
import { applyApiFieldErrors, Form, FormAlert, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { addLine } from '../../api/arrangement-conference';
import { arrangementQuery } from '../../api/line-prices';

/**
 * Something not on the price list, named and priced at the table: a cash advance (what the florist or the
 * newspaper is paid), or an extra the family asks for. Priced as it is added, so it never waits.
 */
export function ConferenceOwnLine({ caseId, priceList, disabled }: { caseId: number; priceList: ConferencePriceList | undefined; disabled: boolean }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const cashAdvance = priceList?.categories.find((category) => category.kind === 'CASH_ADVANCE');
  const form = useZodForm({
    schema: ownLineFormSchema,
    defaultValues: { categoryId: cashAdvance ? String(cashAdvance.id) : '', name: '', price: '', quantity: '1' },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      addLine(caseId, {
        categoryId: Number(values.categoryId),
        name: values.name,
        priceCents: dollarsToCents(values.price),
        quantity: Number(values.quantity),
      }),
    meta: { changes: [['case', caseId]] },
    onSuccess: (arrangement, values) => {
      queryClient.setQueryData(arrangementQuery(caseId).queryKey, arrangement);
      toast.success({ title: `${values.name} added` });
      form.reset({ categoryId: values.categoryId, name: '', price: '', quantity: '1' });
    },
  });
  const submit = async (values: Values) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['categoryId', 'name', 'quantity']);
      if (unmatched.length > 0 || Object.keys(fieldErrorsOf(error)).length === 0)
        setAlert(messageOf(error, 'That could not be added just now. Please try again.'));
    }
  };
  return (
    <section aria-labelledby="conference-own-heading">
      <h3 id="conference-own-heading">Add something not on the price list</h3>
      <p>For a cash advance, choose the cash advance category and enter what the third party is paid.</p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="conference-own-line" form={form} onSubmit={submit} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'end' }}>
        <SelectField
          name="categoryId"
          label="Category"
          required
          options={(priceList?.categories ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        />
        <TextField name="name" label="What it is" autoComplete="off" required />
        <TextField name="price" label="Price of one" inputMode="decimal" autoComplete="off" required />
        <TextField name="quantity" label="How many" inputMode="numeric" autoComplete="off" required />
        <Button type="submit" size="sm" disabled={disabled || form.formState.isSubmitting}>
          Add to the arrangement
        </Button>
      </Form>
    </section>
  );
}

import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { cataloguePriceFormSchema, type CataloguePriceForm, type Line } from '@keepsake/shared/contract/arrangement';
import { dollarsToCents } from '@keepsake/shared/contract/payment';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { arrangementQuery, linesAwaitingPrice, priceLine } from '../api/line-prices';

/**
 * The selections the family named themselves (a bagpiper, a spray of roses) wait for the home's price
 * before the family can sign: staff price each here. Nothing shows while no line waits.
 */
export function CaseLinePrices({ caseId }: { caseId: number }) {
  const { data } = useQuery(arrangementQuery(caseId));
  const waiting = data ? linesAwaitingPrice(data) : [];
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="case-line-prices-heading">
      <h3 id="case-line-prices-heading">Selections to price</h3>
      <p>The family named these themselves. They can sign once each has your price.</p>
      <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
        {waiting.map((line) => (
          <li key={line.id}>
            <LinePriceForm caseId={caseId} line={line} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LinePriceForm({ caseId, line }: { caseId: number; line: Line }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const name = line.name ?? line.item?.name ?? 'this selection';
  const form = useZodForm({ schema: cataloguePriceFormSchema, defaultValues: { priceCents: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: CataloguePriceForm) => priceLine(caseId, line.id, dollarsToCents(values.priceCents)),
    // A priced line changes the case's total, its statement and what the family sees.
    meta: { changes: [['case', caseId]] },
    onSuccess: (arrangement) => {
      queryClient.setQueryData(arrangementQuery(caseId).queryKey, arrangement);
      toast.success({ title: `${name} is priced` });
    },
  });
  const submit = async (values: CataloguePriceForm) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['priceCents']);
      if (unmatched.length > 0 || Object.keys(fieldErrorsOf(error)).length === 0) {
        setAlert(messageOf(error, 'The price could not be saved just now. Please try again.'));
      }
    }
  };
  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={`line-price-${line.id}`} form={form} onSubmit={submit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField
          name="priceCents"
          label={`Price of ${name}${line.quantity > 1 ? ` (each, ${line.quantity} asked for)` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Save price
        </Button>
      </Form>
    </>
  );
}

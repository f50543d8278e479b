import { useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { cataloguePriceFormSchema, dollarsToCents, formatCents, type CatalogueItem, type CataloguePriceForm } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { catalogueKeys, itemBody, saveItem } from '../api/catalogue';

/** One item's price: the new price goes to the draft, effective when staff publish a revision. */
export function ItemPriceForm({ item }: { item: CatalogueItem }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const current = item.draftPriceCents ?? item.priceCents;
  const form = useZodForm({ schema: cataloguePriceFormSchema, defaultValues: { priceCents: (current / 100).toFixed(2) } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: CataloguePriceForm) => saveItem(item.id, itemBody(item, { priceCents: dollarsToCents(values.priceCents) })),
    onSuccess: (data) => queryClient.setQueryData(catalogueKeys.all, data),
  });
  const submit = async (values: CataloguePriceForm) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['priceCents']);
      if (!(error instanceof ApiError) || unmatched.length > 0 || Object.keys(error.fieldErrors).length === 0) {
        setAlert(error instanceof ApiError && error.body ? error.body.message : 'The price could not be saved just now. Please try again.');
      }
    }
  };
  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={`price-${item.id}`} form={form} onSubmit={submit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField name="priceCents" label={`New price of ${item.name}`} inputMode="decimal" autoComplete="off" required />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Save price
        </Button>
      </Form>
      {item.draftPriceCents !== null ? (
        <p css={{ margin: 0 }}>
          {formatCents(item.priceCents)} now; {formatCents(item.draftPriceCents)} once published.
        </p>
      ) : null}
    </>
  );
}

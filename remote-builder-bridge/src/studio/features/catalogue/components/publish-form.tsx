import { publishPriceListBodySchema, type PublishPriceListBody } from '@keepsake/shared/contract/arrangement';
import { Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { catalogueKeys, publishPriceList } from '../api/catalogue';
import { useSubmitAlert } from '../hooks/use-submit-alert';

/** Publishing makes the draft prices (items' and packages') a new price list revision from its effective date. */
export function PublishForm({ changes, today }: { changes: number; today: string }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  // The home's day, from the API (not the browser's, which may be in another zone): an evening publish is for today.
  const form = useZodForm({ schema: publishPriceListBodySchema, defaultValues: { effectiveDate: today } });
  const failure = useSubmitAlert(form, 'The price list could not be published just now. Please try again.');
  const mutation = useMutation({
    mutationFn: (values: PublishPriceListBody) => publishPriceList(values.effectiveDate),
    // The answer is the whole catalogue; the family's choices read the home's price list too.
    meta: { changes: [['catalogue']] },
    onSuccess: (data) => queryClient.setQueryData(catalogueKeys.all, data),
  });
  const submit = async (values: PublishPriceListBody) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: 'Price list published', description: `New cases get these prices; cases already made keep theirs.` });
    } catch (error) {
      failure.fail(error);
    }
  };
  return (
    <section aria-labelledby="publish-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="publish-heading" css={{ margin: 0 }}>
        Publish a new price list ({changes} {changes === 1 ? 'price' : 'prices'} changed)
      </h3>
      {failure.alert ? <FormAlert>{failure.alert}</FormAlert> : null}
      <Form id="publish-price-list" form={form} onSubmit={submit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField name="effectiveDate" type="date" label="Effective date" required />
        <Button type="submit" disabled={form.formState.isSubmitting || changes === 0}>
          Publish
        </Button>
      </Form>
    </section>
  );
}

import { useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { formatCents, publishPriceListBodySchema, type PublishPriceListBody } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast, useDocumentTitle } from '@keepsake/shared/ui';
import { catalogueKeys, catalogueQuery, itemBody, publishPriceList, saveItem } from '../api/catalogue';
import { ItemPriceForm } from './item-price-form';

/** Publishing makes the draft prices a new price list revision from its effective date. */
function PublishForm({ changes }: { changes: number }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  // The browser's own day (staff work in the home's zone), not UTC's: an evening publish is not for tomorrow.
  const today = new Date().toLocaleDateString('en-CA');
  const form = useZodForm({ schema: publishPriceListBodySchema, defaultValues: { effectiveDate: today } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: PublishPriceListBody) => publishPriceList(values.effectiveDate),
    onSuccess: (data) => queryClient.setQueryData(catalogueKeys.all, data),
  });
  const submit = async (values: PublishPriceListBody) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: 'Price list published', description: `New cases get these prices; cases already made keep theirs.` });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['effectiveDate']);
      if (!(error instanceof ApiError) || unmatched.length > 0 || Object.keys(error.fieldErrors).length === 0) {
        setAlert(error instanceof ApiError && error.body ? error.body.message : 'The price list could not be published just now. Please try again.');
      }
    }
  };
  return (
    <section aria-labelledby="publish-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="publish-heading" css={{ margin: 0 }}>
        Publish a new price list ({changes} {changes === 1 ? 'price' : 'prices'} changed)
      </h3>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="publish-price-list" form={form} onSubmit={submit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField name="effectiveDate" type="date" label="Effective date" required />
        <Button type="submit" disabled={form.formState.isSubmitting || changes === 0}>
          Publish
        </Button>
      </Form>
    </section>
  );
}

/** /studio/catalogue: the General Price List (issue 25 point 1): prices, what is offered, new revisions. */
export function CataloguePage() {
  useDocumentTitle('Price list');
  const theme = useTheme();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(catalogueQuery);
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => {
      const item = data!.categories.flatMap((category) => category.items).find((entry) => entry.id === id)!;
      return saveItem(id, itemBody(item, { active }));
    },
    onSuccess: (value) => queryClient.setQueryData(catalogueKeys.all, value),
    onError: () => toast.error({ title: 'The item could not be changed just now. Please try again.' }),
  });

  return (
    <main css={{ padding: theme.space.lg, maxWidth: '72rem', width: '100%', margin: '0 auto', display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
      <h2 css={{ margin: 0 }}>Price list</h2>
      {isPending ? <p role="status">Loading the price list…</p> : null}
      {isError ? <p role="alert">The price list could not be loaded just now. Please try again.</p> : null}
      {data ? (
        <>
          <p css={{ margin: 0 }}>
            Revision {data.revision.revisionId}, effective {data.revision.effectiveDate}
            {/* A revision for a later day waits for it (issue 25a); the prices below are that revision's. */}
            {data.revision.effectiveDate > new Date().toLocaleDateString('en-CA')
              ? '. It takes effect on that day: until then families and new cases get the previous prices.'
              : '.'}
          </p>
          <PublishForm changes={data.draftChanges} />
          {data.categories.map((category) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`} css={{ display: 'grid', gap: theme.space.sm }}>
              <h3 id={`category-${category.id}`} css={{ margin: 0 }}>
                {category.name}
                {category.displayForFamily ? '' : ' (not shown to families)'}
              </h3>
              <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: theme.space.md }}>
                {category.items.map((item) => (
                  <li key={item.id} css={{ display: 'grid', gap: theme.space.xs }}>
                    <span>
                      <strong>{item.name}</strong> · {formatCents(item.priceCents)}
                      {item.taxable ? ' · taxable' : ''}
                      {item.active ? '' : ' · not offered'}
                    </span>
                    <ItemPriceForm item={item} />
                    <Button size="sm" displayType="SECONDARY" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: item.id, active: !item.active })}>
                      {item.active ? `Stop offering ${item.name}` : `Offer ${item.name} again`}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
    </main>
  );
}

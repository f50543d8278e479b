import {
  catalogueItemFormSchema,
  formatCents,
  itemFormBody,
  itemFormValues,
  type CatalogueCategory,
  type CatalogueItem,
  type CatalogueItemForm,
} from '@keepsake/shared/contract/arrangement';
import { CheckboxField, Form, FormAlert, SelectField, TextAreaField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { catalogueKeys, createItem, saveItem } from '../api/catalogue';
import { useSubmitAlert } from '../hooks/use-submit-alert';
import { PhotoUpload } from './photo-upload';

/**
 * An item of the price list, new or edited: all its facts. A new item is offered at its price at once; a
 * changed price of an existing one waits in the draft for the next published revision (the API's rule).
 */
export function ItemForm({ item, categories, categoryId }: { item?: CatalogueItem; categories: readonly CatalogueCategory[]; categoryId?: number }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: catalogueItemFormSchema, defaultValues: itemFormValues(item, categoryId) });
  const failure = useSubmitAlert(form, 'The item could not be saved just now. Please try again.');
  const mutation = useMutation({
    mutationFn: (values: CatalogueItemForm) => (item ? saveItem(item.id, itemFormBody(values)) : createItem(itemFormBody(values))),
    // The answer is the whole catalogue; the family's choices read the home's price list too.
    meta: { changes: [['catalogue']] },
    onSuccess: (data) => queryClient.setQueryData(catalogueKeys.all, data),
  });
  const submit = async (values: CatalogueItemForm) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      if (item) toast.success({ title: `${values.name} saved` });
      else {
        toast.success({ title: `${values.name} added`, description: 'It is on the price list at once.' });
        form.reset(itemFormValues(undefined, Number(values.categoryId)));
      }
    } catch (error) {
      failure.fail(error);
    }
  };
  const id = item ? `item-${item.id}` : `new-item-${categoryId ?? 'any'}`;
  return (
    <>
      {failure.alert ? <FormAlert>{failure.alert}</FormAlert> : null}
      <Form id={id} form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '36rem' }}>
        <TextField name="name" label="Name" autoComplete="off" required />
        <SelectField
          name="categoryId"
          label="Category"
          required
          placeholder={false}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        />
        <TextAreaField name="description" label="Description" rows={3} />
        <TextField
          name="priceCents"
          label="Price in dollars"
          inputMode="decimal"
          autoComplete="off"
          required
          hint={item ? `${formatCents(item.priceCents)} on the published price list; a new price waits until you publish.` : undefined}
        />
        <CheckboxField name="taxable" label="Taxable" />
        {/* The FTC Funeral Rule: an item the law, a crematory or a cemetery requires says which (issue 39.5). */}
        <TextField
          name="requiredReason"
          label="Required because"
          hint="Only if a law, a crematory or a cemetery requires it; say which. Shown beside the item to families and on the statement."
          autoComplete="off"
        />
        <PhotoUpload />
        <TextField name="imageUrl" label="Photo address" hint="https://… or a path on this site, such as /media/…; empty for none" autoComplete="off" />
        <TextField name="imageAlt" label="Photo description (alt text)" hint="What the photo shows, for people who cannot see it" autoComplete="off" />
        <CheckboxField name="active" label="Offered to families" />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {item ? `Save ${item.name}` : 'Add item'}
        </Button>
      </Form>
    </>
  );
}

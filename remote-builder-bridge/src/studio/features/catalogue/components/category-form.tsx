import {
  CATEGORY_KIND_LABELS,
  CATEGORY_KINDS,
  catalogueCategoryFormSchema,
  categoryFormBody,
  categoryFormValues,
  type CatalogueCategory,
  type CatalogueCategoryForm,
} from '@keepsake/shared/contract/arrangement';
import { CheckboxField, Form, FormAlert, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { catalogueKeys, createCategory, saveCategory } from '../api/catalogue';
import { useSubmitAlert } from '../hooks/use-submit-alert';

/** A category of the price list, new or renamed: its kind, its place (lower first) and whether families see it. */
export function CategoryForm({ category, nextPosition }: { category?: CatalogueCategory; nextPosition?: number }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: catalogueCategoryFormSchema, defaultValues: categoryFormValues(category, nextPosition) });
  const failure = useSubmitAlert(form, 'The category could not be saved just now. Please try again.');
  const mutation = useMutation({
    mutationFn: (values: CatalogueCategoryForm) => (category ? saveCategory(category.id, categoryFormBody(values)) : createCategory(categoryFormBody(values))),
    // The answer is the whole catalogue; the family's choices read the home's price list too.
    meta: { changes: [['catalogue']] },
    onSuccess: (data) => queryClient.setQueryData(catalogueKeys.all, data),
  });
  const submit = async (values: CatalogueCategoryForm) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: category ? `${values.name} saved` : `${values.name} added` });
      if (!category) form.reset(categoryFormValues(undefined, Number(values.position) + 1));
    } catch (error) {
      failure.fail(error);
    }
  };
  return (
    <>
      {failure.alert ? <FormAlert>{failure.alert}</FormAlert> : null}
      <Form
        id={category ? `category-form-${category.id}` : 'new-category'}
        form={form}
        onSubmit={submit}
        css={{ display: 'grid', gap: theme.space.sm, maxWidth: '36rem' }}
      >
        <TextField name="name" label="Category name" autoComplete="off" required />
        <SelectField
          name="kind"
          label="Kind"
          required
          placeholder={false}
          options={CATEGORY_KINDS.map((kind) => ({ value: kind, label: CATEGORY_KIND_LABELS[kind] }))}
        />
        <TextField name="position" label="Position" hint="Categories are listed from the lowest number" inputMode="numeric" autoComplete="off" required />
        <CheckboxField name="displayForFamily" label="Shown to families" />
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {category ? `Save category ${category.name}` : 'Add category'}
        </Button>
      </Form>
    </>
  );
}

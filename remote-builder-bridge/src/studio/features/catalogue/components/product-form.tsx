import { emptyProductSize, productFormBody, productFormValues, staffProductFormSchema, type StaffProductForm } from '@keepsake/shared/contract/arrangement';
import { type StaffProduct } from '@keepsake/shared/contract/obituary';
import { CheckboxField, Form, FormAlert, SelectField, TextAreaField, TextField, useFieldArray, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { createProduct, saveProduct } from '../api/shop-products';
import { useSubmitAlert } from '../hooks/use-submit-alert';
import { PhotoUpload } from './photo-upload';

const KIND_OPTIONS = [
  { value: 'FLOWERS', label: 'Flowers' },
  { value: 'TREE', label: 'Memorial tree' },
];

/** A product of the memorial shop, new or edited: its sizes and prices, description, photo and whether it is offered. */
export function ProductForm({ product }: { product?: StaffProduct }) {
  const theme = useTheme();
  const form = useZodForm({ schema: staffProductFormSchema, defaultValues: productFormValues(product) });
  const sizes = useFieldArray({ control: form.control, name: 'sizes' });
  const failure = useSubmitAlert(form, 'The product could not be saved just now. Please try again.');
  const mutation = useMutation({
    mutationFn: (values: StaffProductForm) => (product ? saveProduct(product.id, productFormBody(values)) : createProduct(productFormBody(values))),
    meta: { changes: [['shop-products']] },
  });
  const submit = async (values: StaffProductForm) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: product ? `${values.name} saved` : `${values.name} added` });
      if (!product) form.reset(productFormValues(undefined));
    } catch (error) {
      failure.fail(error);
    }
  };
  const sizesError = form.formState.errors.sizes?.root?.message ?? form.formState.errors.sizes?.message;

  return (
    <>
      {failure.alert ? <FormAlert>{failure.alert}</FormAlert> : null}
      <Form
        id={product ? `product-${product.id}` : 'new-product'}
        form={form}
        onSubmit={submit}
        css={{ display: 'grid', gap: theme.space.sm, maxWidth: '40rem' }}
      >
        <TextField name="name" label="Product name" autoComplete="off" required />
        <SelectField name="kind" label="Kind" required placeholder={false} options={KIND_OPTIONS} />
        <TextAreaField name="description" label="Description" rows={3} />
        <PhotoUpload />
        <TextField name="imageUrl" label="Photo address" hint="https://… or a path on this site, such as /media/…" autoComplete="off" required />
        <TextField name="imageAlt" label="Photo description (alt text)" hint="What the photo shows, for people who cannot see it" autoComplete="off" required />
        <CheckboxField name="active" label="Offered in the shop" />
        {sizes.fields.map((field, index) => (
          <fieldset
            key={field.id}
            css={{ display: 'grid', gap: theme.space.sm, border: `1px solid ${theme.colors.secondary}`, padding: theme.space.sm, minWidth: 0 }}
          >
            <legend css={{ fontWeight: 700 }}>Size {index + 1}</legend>
            <TextField name={`sizes.${index}.name`} label="Size name" autoComplete="off" required />
            <TextField name={`sizes.${index}.description`} label="What it is" autoComplete="off" />
            <TextField name={`sizes.${index}.priceCents`} label="Price in dollars" inputMode="decimal" autoComplete="off" required />
            <div>
              <Button type="button" size="sm" displayType="SECONDARY" onClick={() => sizes.remove(index)} disabled={sizes.fields.length === 1}>
                Remove size {index + 1}
              </Button>
            </div>
          </fieldset>
        ))}
        {sizesError ? <p role="alert">{sizesError}</p> : null}
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          <Button type="button" size="sm" displayType="SECONDARY" onClick={() => sizes.append(emptyProductSize)} disabled={sizes.fields.length >= 10}>
            Add a size
          </Button>
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
            {product ? `Save ${product.name}` : 'Add product'}
          </Button>
        </div>
      </Form>
    </>
  );
}

import {
  cataloguePackageFormSchema,
  emptyPackageLine,
  formatCents,
  packageFormBody,
  packageFormValues,
  type CataloguePackage,
  type CataloguePackageForm,
  type StaffCatalogue,
} from '@keepsake/shared/contract/arrangement';
import { CheckboxField, Form, FormAlert, SelectField, TextAreaField, TextField, useFieldArray, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { catalogueKeys, createPackage, savePackage } from '../api/catalogue';
import { useSubmitAlert } from '../hooks/use-submit-alert';

/**
 * A package, new or edited: its price (a changed one waits for the next published revision), the items it
 * includes and, per line, whether the family may leave it out (and the credit they get) or add another.
 */
export function PackageForm({ pkg, catalogue }: { pkg?: CataloguePackage; catalogue: StaffCatalogue }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: cataloguePackageFormSchema, defaultValues: packageFormValues(pkg) });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const failure = useSubmitAlert(form, 'The package could not be saved just now. Please try again.');
  const mutation = useMutation({
    mutationFn: (values: CataloguePackageForm) => (pkg ? savePackage(pkg.id, packageFormBody(values)) : createPackage(packageFormBody(values))),
    // The answer is the whole catalogue; the family's choices read the home's price list too.
    meta: { changes: [['catalogue']] },
    onSuccess: (data) => queryClient.setQueryData(catalogueKeys.all, data),
  });
  const submit = async (values: CataloguePackageForm) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: pkg ? `${values.name} saved` : `${values.name} added` });
      if (!pkg) form.reset(packageFormValues(undefined));
    } catch (error) {
      failure.fail(error);
    }
  };
  const items = catalogue.categories.flatMap((category) => category.items.filter((item) => item.active).map((item) => ({ ...item, category: category.name })));
  const options = items.map((item) => ({ value: String(item.id), label: `${item.name} (${item.category}, ${formatCents(item.priceCents)})` }));
  // An existing line is shown by its name: its item (or the family's choice among items) stays as it is.
  const lineName = (id: string) => pkg?.lines.find((line) => String(line.id) === id)?.name;
  const formId = pkg ? `package-${pkg.id}` : 'new-package';
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;

  return (
    <>
      {failure.alert ? <FormAlert>{failure.alert}</FormAlert> : null}
      <Form id={formId} form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '40rem' }}>
        <TextField name="name" label="Package name" autoComplete="off" required />
        <TextField name="category" label="Package group" hint="Such as Burial or Cremation" autoComplete="off" required />
        <TextAreaField name="description" label="Description" rows={3} />
        <TextField
          name="priceCents"
          label="Package price in dollars"
          inputMode="decimal"
          autoComplete="off"
          required
          hint={pkg ? `${formatCents(pkg.priceCents)} on the published price list; a new price waits until you publish.` : undefined}
        />
        {lines.fields.map((field, index) => {
          const lineId = form.getValues(`lines.${index}.lineId`);
          const name = lineId ? lineName(lineId) : undefined;
          return (
            <fieldset
              key={field.id}
              css={{ display: 'grid', gap: theme.space.sm, border: `1px solid ${theme.colors.secondary}`, padding: theme.space.sm, minWidth: 0 }}
            >
              <legend css={{ fontWeight: 700 }}>
                Line {index + 1}
                {name ? `: ${name}` : ''}
              </legend>
              {name ? null : <SelectField name={`lines.${index}.itemId`} label="Item" required options={options} />}
              <TextField name={`lines.${index}.quantity`} label="Quantity" inputMode="numeric" autoComplete="off" required />
              <CheckboxField name={`lines.${index}.mayLeaveOut`} label="The family may leave it out" />
              <TextField
                name={`lines.${index}.leaveOutCreditCents`}
                label="Credit when left out, in dollars"
                hint="Taken off the package price when the family leaves this line out"
                inputMode="decimal"
                autoComplete="off"
              />
              <CheckboxField name={`lines.${index}.allowExtra`} label="The family may add another at its price" />
              <div>
                <Button type="button" size="sm" displayType="SECONDARY" onClick={() => lines.remove(index)} disabled={lines.fields.length === 1}>
                  Remove line {index + 1}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {linesError ? <p role="alert">{linesError}</p> : null}
        <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          <Button type="button" size="sm" displayType="SECONDARY" onClick={() => lines.append(emptyPackageLine)} disabled={lines.fields.length >= 60}>
            Add a line
          </Button>
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
            {pkg ? `Save ${pkg.name}` : 'Add package'}
          </Button>
        </div>
      </Form>
    </>
  );
}

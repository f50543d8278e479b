import { settingsFormBody, settingsFormValues, shopSettingsFormSchema, type ShopSettingsForm } from '@keepsake/shared/contract/arrangement';
import { type StaffProductList, type StaffShopSettings } from '@keepsake/shared/contract/obituary';
import { Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { productKeys, saveShopSettings } from '../api/shop-products';
import { useSubmitAlert } from '../hooks/use-submit-alert';

/** The shop's terms: delivery fee, tax, how long before a service flowers can still be ordered, and the florist's address. */
export function ShopSettingsForm({ settings }: { settings: StaffShopSettings }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: shopSettingsFormSchema, defaultValues: settingsFormValues(settings) });
  const failure = useSubmitAlert(form, 'The shop settings could not be saved just now. Please try again.');
  const mutation = useMutation({
    mutationFn: (values: ShopSettingsForm) => saveShopSettings(settingsFormBody(values)),
    meta: { changes: [['shop-products']] },
    onSuccess: (saved) => queryClient.setQueryData<StaffProductList>(productKeys.all, (list) => (list ? { ...list, settings: saved } : list)),
  });
  const submit = async (values: ShopSettingsForm) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: 'Shop settings saved' });
    } catch (error) {
      failure.fail(error);
    }
  };
  return (
    <section aria-labelledby="shop-settings-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="shop-settings-heading" css={{ margin: 0 }}>
        Shop settings
      </h3>
      {failure.alert ? <FormAlert>{failure.alert}</FormAlert> : null}
      <Form id="shop-settings" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '36rem' }}>
        <TextField name="floristEmail" type="email" label="Florist’s email" hint="Receives every new order; empty for none" autoComplete="off" />
        <TextField
          name="deliveryCutoffHours"
          label="Order cut-off before a service, in hours"
          hint="Flowers for a service can be ordered until this many hours before it starts"
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField name="deliveryFeeCents" label="Delivery fee in dollars" inputMode="decimal" autoComplete="off" required />
        <TextField name="taxRateBasisPoints" label="Sales tax in percent" inputMode="decimal" autoComplete="off" required />
        <div>
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
            Save shop settings
          </Button>
        </div>
      </Form>
    </section>
  );
}

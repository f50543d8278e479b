import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import {
  IN_PERSON_CONSENT,
  inPersonSignatureWithPurchaserSchema,
  PHONE_MASK,
  POSTAL_MASK,
  REGION_MASK,
  signatureSchema,
  type InPersonSignatureForm,
  type Purchaser,
} from '@keepsake/shared/contract/arrangement';
import { applyApiFieldErrors, CheckboxField, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { signInPerson } from '../../api/sign-in-person';

const PURCHASER_FIELDS = ['name', 'relationship', 'line1', 'line2', 'city', 'region', 'postalCode', 'phone', 'email'].map((field) => `purchaser.${field}`);

/**
 * The purchaser's signature at the table: their name as on the statement and the confirmation; their details
 * first when the family has not given them yet (they are the statement's purchaser and get the copy by mail).
 * The API refuses a name that is not the purchaser's, in words shown at the field.
 */
export function TableSignatureForm({ caseId, purchaser, contact }: { caseId: number; purchaser: Purchaser | null; contact: { name: string; email: string } }) {
  const theme = useTheme();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm({
    schema: purchaser ? signatureSchema : inPersonSignatureWithPurchaserSchema,
    defaultValues: {
      typedName: '',
      consent: false,
      ...(purchaser
        ? {}
        : { purchaser: { name: contact.name, email: contact.email, relationship: '', line1: '', city: '', region: '', postalCode: '', phone: '' } }),
    } as InPersonSignatureForm,
  });
  const mutation = useMutation({
    mutationFn: (values: InPersonSignatureForm) => signInPerson(caseId, values),
    meta: { changes: [['case', caseId]] },
  });
  const submit = async (values: InPersonSignatureForm) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['typedName', 'consent', ...PURCHASER_FIELDS] as never[]);
      if (unmatched.length > 0 || Object.keys(fieldErrorsOf(error)).length === 0)
        setAlert(messageOf(error, 'The statement could not be signed just now. Please try again.'));
    }
  };
  return (
    <Form id="sign-at-table" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md }}>
      {purchaser ? null : (
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
          <legend css={{ fontWeight: 700, fontSize: '1.15em', marginBottom: theme.space.xs }}>The purchaser</legend>
          <p css={{ margin: 0, fontSize: '0.9em' }}>The person signing the contract and responsible for payment. Their copy is mailed to this address.</p>
          <TextField name="purchaser.name" label="Full name" required autoComplete="off" maxLength={120} />
          <TextField name="purchaser.relationship" label="Relationship to the deceased" required maxLength={60} />
          <TextField name="purchaser.line1" label="Street address" required autoComplete="off" maxLength={120} />
          <TextField name="purchaser.line2" label="Apartment, suite (optional)" autoComplete="off" maxLength={120} />
          <TextField name="purchaser.city" label="City" required autoComplete="off" maxLength={80} />
          <TextField name="purchaser.region" label="State (2 letters)" required autoComplete="off" mask={REGION_MASK} />
          <TextField name="purchaser.postalCode" label="ZIP code" required autoComplete="off" mask={POSTAL_MASK} />
          <TextField name="purchaser.phone" label="Phone" type="tel" required autoComplete="off" mask={PHONE_MASK} />
          <TextField name="purchaser.email" label="Email" type="email" required autoComplete="off" maxLength={254} />
        </fieldset>
      )}
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
        <legend css={{ fontWeight: 700, fontSize: '1.15em', marginBottom: theme.space.xs }}>Sign the statement</legend>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          name="typedName"
          label={purchaser ? `Type your full name to sign: ${purchaser.name}` : 'Type your full name to sign, as above'}
          required
          autoComplete="off"
          maxLength={120}
        />
        <CheckboxField name="consent" label={IN_PERSON_CONSENT} />
        <Button type="submit" displayType="PRIMARY" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Signing…' : 'Sign the statement'}
        </Button>
      </fieldset>
    </Form>
  );
}

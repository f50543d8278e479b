import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf, messageOf, statusOf } from '@keepsake/shared/api-client';
import { deskCaseCreateSchema, DUPLICATE_CASE_MESSAGE, splitFullName, type DeskCaseCreate, type DeskCaseDetail } from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, CheckboxField, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, type Change } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { createCase } from '../api/new-case';
import { CaseFactFields } from './case-fact-fields';

const EMPTY: DeskCaseCreate = {
  fullName: '',
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  birthDate: '',
  deathDate: '',
  locationId: '',
  kind: 'AT_NEED',
  contactName: '',
  contactEmail: '',
  contactRelationship: '',
  contactPhone: '',
  confirmDuplicate: false,
};
const FIELDS = Object.keys(EMPTY);

export interface NewCaseFormProps {
  /** The form's id (one page may hold only one of each). */
  id: string;
  /** What the case starts from, e.g. an inbox item's answers; the rest is empty. */
  prefill?: Partial<DeskCaseCreate>;
  /** After the case is made, before the case page opens (the inbox links its item); its own failure shows here. */
  afterCreate?: (created: DeskCaseDetail) => Promise<unknown>;
  /** What afterCreate changed besides the case lists (the inbox item, the new case), refreshed with them. */
  alsoChanges?: (created: DeskCaseDetail) => readonly Change[];
}

/**
 * A new case: its facts and the family's primary contact, who gets the invitation to the Family Portal. The
 * one form of the cases desk's "New case" and the inbox's "Turn into a case": the API's duplicate warning
 * asks to confirm, field errors show at their fields, and the case page opens once it is made.
 */
export function NewCaseForm({ id, prefill, afterCreate, alsoChanges }: NewCaseFormProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  // A prefilled name (an inbox item's plan) arrives whole: its parts as the API would read them.
  const name = prefill?.fullName ? splitFullName(prefill.fullName) : {};
  const form = useZodForm({ schema: deskCaseCreateSchema, defaultValues: { ...EMPTY, ...name, ...prefill } });
  const [alert, setAlert] = useState<string | null>(null);
  // Shown once the API has found a likely duplicate: the staff member confirms it is someone else.
  const [duplicate, setDuplicate] = useState(false);
  // Without an email nobody is invited yet (the case page invites them later): the button says what it does.
  const invites = Boolean(form.watch('contactEmail')?.trim());
  const mutation = useMutation({
    mutationFn: async (values: DeskCaseCreate) => {
      const created = await createCase(values);
      await afterCreate?.(created);
      return created;
    },
    // A list when nothing else changes: a refused (409) write then refreshes the lists too (invalidation.ts).
    meta: { changes: alsoChanges ? (created: DeskCaseDetail): readonly Change[] => [['cases'], ...alsoChanges(created)] : [['cases']] },
  });

  const submit = async (values: DeskCaseCreate) => {
    setAlert(null);
    try {
      const created = await mutation.mutateAsync(values);
      toast.success({
        title: 'Case created',
        description: values.contactEmail
          ? `${values.contactName} will get an email at ${values.contactEmail} with a link to the Family Portal.`
          : `No invitation yet: send ${values.contactName} one from the case page once they give an email.`,
      });
      navigate(`/studio/cases/${created.id}`);
    } catch (error) {
      if (statusOf(error) === 409 && messageOf(error) === DUPLICATE_CASE_MESSAGE) setDuplicate(true);
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The case could not be created just now. Please try again.'));
      }
    }
  };

  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={id} form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}>
        <CaseFactFields />
        <fieldset css={{ display: 'grid', gap: theme.space.md, border: 0, padding: 0, margin: 0 }}>
          <legend css={{ fontWeight: 700, marginBottom: theme.space.sm }}>The family’s primary contact</legend>
          <TextField name="contactName" label="Their name" autoComplete="off" required />
          <TextField
            name="contactEmail"
            type="email"
            label="Their email"
            hint="They get an invitation to the Family Portal. No email yet? Give their phone: you can invite them later."
            autoComplete="off"
          />
          <TextField name="contactPhone" type="tel" label="Their phone" hint="Needed when there is no email" autoComplete="off" />
          <TextField name="contactRelationship" label="Relationship" hint="For example: daughter, husband" required />
        </fieldset>
        {duplicate ? <CheckboxField name="confirmDuplicate" label="This is another person: create the case anyway" /> : null}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating…' : invites ? 'Create case and invite' : 'Create case'}
        </Button>
      </Form>
    </>
  );
}

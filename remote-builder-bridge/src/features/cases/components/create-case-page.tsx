import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '@keepsake/shared/api-client';
import { deskCaseCreateSchema, DUPLICATE_CASE_MESSAGE, type DeskCaseCreate } from '@keepsake/shared/contract';
import { applyApiFieldErrors, CheckboxField, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast, useDocumentTitle } from '@keepsake/shared/ui';
import { caseKeys } from '../api/case-keys';
import { createCase } from '../api/cases';
import { CaseFactFields } from './case-fact-fields';
import { deskPageStyles, linkStyles } from './desk-styles';

const EMPTY: DeskCaseCreate = {
  fullName: '',
  birthDate: '',
  deathDate: '',
  locationId: '',
  kind: 'AT_NEED',
  contactName: '',
  contactEmail: '',
  contactRelationship: '',
  confirmDuplicate: false,
};
const FIELDS = Object.keys(EMPTY);

/** A new case: its facts and the family's primary contact, who gets the invitation to the Family Portal. */
export function CreateCasePage() {
  useDocumentTitle('New case');
  const theme = useTheme();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: deskCaseCreateSchema, defaultValues: EMPTY });
  const [alert, setAlert] = useState<string | null>(null);
  // Shown once the API has found a likely duplicate: the staff member confirms it is someone else.
  const [duplicate, setDuplicate] = useState(false);
  const mutation = useMutation({ mutationFn: createCase, onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }) });

  const submit = async (values: DeskCaseCreate) => {
    setAlert(null);
    try {
      const created = await mutation.mutateAsync(values);
      toast.success({
        title: 'Case created',
        description: `${values.contactName} will get an email at ${values.contactEmail} with a link to the Family Portal.`,
      });
      navigate(`/studio/cases/${created.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.body?.message === DUPLICATE_CASE_MESSAGE) setDuplicate(true);
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0 || unmatched.length > 0) {
        setAlert(error instanceof ApiError && error.body ? error.body.message : 'The case could not be created just now. Please try again.');
      }
    }
  };

  return (
    <main css={deskPageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to="/studio/cases" css={linkStyles(theme)}>
          All cases
        </Link>
      </p>
      <h2 css={{ margin: 0 }}>New case</h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="new-case" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}>
        <CaseFactFields />
        <fieldset css={{ display: 'grid', gap: theme.space.md, border: 0, padding: 0, margin: 0 }}>
          <legend css={{ fontWeight: 700, marginBottom: theme.space.sm }}>The family’s primary contact</legend>
          <TextField name="contactName" label="Their name" autoComplete="off" required />
          <TextField name="contactEmail" type="email" label="Their email" hint="They get an invitation to the Family Portal" autoComplete="off" required />
          <TextField name="contactRelationship" label="Relationship" hint="For example: daughter, husband" required />
        </fieldset>
        {duplicate ? <CheckboxField name="confirmDuplicate" label="This is another person: create the case anyway" /> : null}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating…' : 'Create case and invite'}
        </Button>
      </Form>
    </main>
  );
}

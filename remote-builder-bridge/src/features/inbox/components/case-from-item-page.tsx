import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@keepsake/shared/api-client';
import { deskCaseCreateSchema, DUPLICATE_CASE_MESSAGE, type DeskCaseCreate, type InboxDetail } from '@keepsake/shared/contract';
import { applyApiFieldErrors, CheckboxField, Form, FormAlert, RadioGroupField, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast, useDocumentTitle } from '@keepsake/shared/ui';
import { createCase, inboxItemQuery, inboxKeys, linkCase } from '../api/inbox';
import { linkStyles, pageStyles } from './inbox-styles';

const FIELDS = ['fullName', 'birthDate', 'deathDate', 'locationId', 'kind', 'contactName', 'contactEmail', 'contactRelationship', 'confirmDuplicate'];

/** A case from a plan: the wizard's answers fill the new-case form; the staff member checks and creates it. */
export function CaseFromItemPage() {
  const { itemId = '' } = useParams();
  const theme = useTheme();
  useDocumentTitle('New case from the inbox');
  const { data: item, isPending, isError } = useQuery(inboxItemQuery(itemId));
  return (
    <main css={pageStyles(theme)}>
      <p css={{ margin: 0 }}>
        <Link to={`/studio/inbox/${itemId}`} css={linkStyles(theme)}>
          Back to the plan
        </Link>
      </p>
      <h2 css={{ margin: 0 }}>New case from the inbox</h2>
      {isPending ? <p role="status">Loading…</p> : null}
      {isError ? <p role="alert">This plan could not be loaded. Please try again.</p> : null}
      {item?.casePrefill ? <CaseFromItemForm item={item} prefill={item.casePrefill} /> : null}
      {item && !item.casePrefill ? <p>Only a plan-now submission becomes a case.</p> : null}
    </main>
  );
}

function CaseFromItemForm({ item, prefill }: { item: InboxDetail; prefill: NonNullable<InboxDetail['casePrefill']> }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locations = (useAtomValue(renderContextAtom)?.locations ?? []).map((location) => ({ value: location.id, label: location.name }));
  const form = useZodForm({ schema: deskCaseCreateSchema, defaultValues: { ...prefill, locationId: '', confirmDuplicate: false } });
  const [alert, setAlert] = useState<string | null>(null);
  // Shown once the API has found a likely duplicate: the staff member confirms it is someone else.
  const [duplicate, setDuplicate] = useState(false);
  const mutation = useMutation({
    mutationFn: async (values: DeskCaseCreate) => {
      const created = await createCase(values);
      await linkCase(item.id, created.id);
      return created;
    },
    // The cases desk's list lives under another key tree; both refresh.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: inboxKeys.all }), queryClient.invalidateQueries({ queryKey: ['staff-cases'] })]),
  });

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
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="case-from-inbox" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}>
        <TextField name="fullName" label="Full name of the deceased (or of the person planning ahead)" autoComplete="off" required />
        <TextField name="birthDate" type="date" label="Date of birth" />
        <TextField name="deathDate" type="date" label="Date of death" hint="Leave empty for a pre-need case" />
        <SelectField name="locationId" label="Location" options={locations} placeholder="No location yet" />
        <RadioGroupField
          name="kind"
          legend="Type of case"
          required
          options={[
            { value: 'AT_NEED', label: 'At-need', description: 'A death has occurred.' },
            { value: 'PRE_NEED', label: 'Pre-need', description: 'Planning ahead.' },
          ]}
        />
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
    </>
  );
}

import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { inviteBodySchema, type InviteBody } from '@keepsake/shared/contract/case';
import { applyApiFieldErrors, Form, FormAlert, RadioGroupField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { Button, toast } from '@keepsake/shared/ui';
import { invite } from '../api/invite';

const EMPTY: InviteBody = { email: '', name: '', relationship: '', role: 'HELPER' };
const FIELDS = ['email', 'name', 'relationship', 'role'];

/** Invite a relative by email. Inviting the same email again sends a fresh link. */
export function InviteForm({ caseId }: { caseId: number }) {
  const form = useZodForm({ schema: inviteBodySchema, defaultValues: EMPTY });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: InviteBody) => invite(caseId, body),
    meta: { changes: [['case', caseId]] },
  });

  const submit = async (values: InviteBody) => {
    setAlert(null);
    try {
      const result = await mutation.mutateAsync(values);
      form.reset(EMPTY);
      toast.success({
        title: result.resent ? 'Invitation sent again' : 'Invitation sent',
        description: `${values.name} will get an email at ${result.email} with a link to join.`,
      });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The invitation could not be sent just now. Please try again.'));
      }
    }
  };

  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="invite" form={form} onSubmit={submit}>
        <TextField name="name" label="Their name" autoComplete="off" required />
        <TextField name="email" type="email" label="Their email" autoComplete="off" required />
        <TextField name="relationship" label="Relationship" hint="For example: daughter, brother, close friend" required />
        <RadioGroupField
          name="role"
          legend="What they may do"
          required
          options={[
            { value: 'HELPER', label: 'Helper', description: 'Works on tasks with the family.' },
            { value: 'PRIMARY', label: 'Primary contact', description: 'May also invite, give tasks to others and approve.' },
          ]}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </Form>
    </>
  );
}

import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { inviteBodySchema } from '@keepsake/shared/contract/case';
import { type DeskCaseDetail } from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { inviteToCase } from '../api/cases';

const emailOnly = inviteBodySchema.pick({ email: true });
interface EmailOnly {
  email: string;
}

/**
 * A primary contact taken by phone only (issue 36.5): who they are and how to reach them, and their
 * invitation to the Family Portal once they give an email. Gone once they are invited or have joined.
 */
export function ContactWithoutEmail({ detail }: { detail: DeskCaseDetail & { contactWithoutEmail: { name: string; relationship: string } } }) {
  const theme = useTheme();
  const contact = detail.contactWithoutEmail;
  const form = useZodForm({ schema: emailOnly, defaultValues: { email: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ email }: EmailOnly) => inviteToCase(detail.id, { email, name: contact.name, relationship: contact.relationship, role: 'PRIMARY' }),
    meta: { changes: [['case', detail.id]] },
  });

  const submit = async (values: EmailOnly) => {
    setAlert(null);
    try {
      const result = await mutation.mutateAsync(values);
      toast.success({ title: 'Invitation sent', description: `${contact.name} will get an email at ${result.email} with a link to the Family Portal.` });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['email']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The invitation could not be sent just now. Please try again.'));
      }
    }
  };

  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <p css={{ margin: 0 }}>
        Primary contact: {contact.name} ({contact.relationship}){detail.contactPhone ? `, phone ${detail.contactPhone}` : ''}. Not invited yet: no email.
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="invite-primary-contact" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '36rem' }}>
        <TextField name="email" type="email" label={`${contact.name}’s email`} hint="They get an invitation to the Family Portal" autoComplete="off" required />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send the invitation'}
        </Button>
      </Form>
    </div>
  );
}

import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { staffInviteBodySchema, type StaffInviteBody } from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, Form, FormAlert, RadioGroupField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { inviteStaff } from '../api/team';

const EMPTY: StaffInviteBody = { email: '', name: '', role: 'STAFF' };
const FIELDS = ['email', 'name', 'role'];

/** An owner invites a colleague by email; the same address again sends a fresh link. */
export function InviteStaffForm() {
  const theme = useTheme();
  const form = useZodForm({ schema: staffInviteBodySchema, defaultValues: EMPTY });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: inviteStaff, meta: { changes: [['team']] } });

  const submit = async (values: StaffInviteBody) => {
    setAlert(null);
    try {
      const result = await mutation.mutateAsync(values);
      form.reset(EMPTY);
      toast.success({
        title: result.resent ? 'Invitation sent again' : 'Invitation sent',
        description: `${values.name} will get an email at ${result.email}.`,
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
      <Form id="invite-staff" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}>
        <TextField name="name" label="Their name" autoComplete="off" required />
        <TextField name="email" type="email" label="Their email" autoComplete="off" required />
        <RadioGroupField
          name="role"
          legend="Role"
          required
          options={[
            { value: 'STAFF', label: 'Staff', description: 'Runs cases, the inbox and the website.' },
            { value: 'MANAGER', label: 'Manager', description: 'Also changes the price list and refunds payments.' },
            { value: 'OWNER', label: 'Owner', description: 'Also invites and removes staff.' },
          ]}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </Form>
    </>
  );
}

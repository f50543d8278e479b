import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { staffSignUpBodySchema, type StaffSignUpBody } from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, useDocumentTitle } from '@keepsake/shared/ui';
import { joinStaff, staffInvitationQuery } from '../api/join';

const joinFormSchema = staffSignUpBodySchema.omit({ token: true });
type JoinForm = Omit<StaffSignUpBody, 'token'>;

/** /studio/join/:token: a colleague invited by an owner chooses a password and lands in the studio. */
export function JoinStaffPage() {
  useDocumentTitle('Join the staff');
  const theme = useTheme();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { data: invitation, isPending, isError } = useQuery(staffInvitationQuery(token));
  const form = useZodForm({ schema: joinFormSchema, defaultValues: { name: '', password: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const join = useMutation({ mutationFn: joinStaff });
  // The name the owner invited them by, to keep or correct (issue 36 §5), unless they have typed one already.
  const invitedName = invitation?.name ?? '';
  useEffect(() => {
    if (invitedName && !form.getValues('name')) form.setValue('name', invitedName);
  }, [form, invitedName]);

  const submit = async (values: JoinForm) => {
    setAlert(null);
    try {
      await join.mutateAsync({ token, ...values });
      navigate('/studio/cases');
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['name', 'password']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'Your account could not be created just now. Please try again.'));
      }
    }
  };

  return (
    <main css={{ padding: theme.space.lg, maxWidth: '32rem', margin: '0 auto', display: 'grid', gap: theme.space.md }}>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>Join the staff</h1>
      {isPending ? <p role="status">Loading your invitation…</p> : null}
      {isError ? <p role="alert">This invitation link is not valid. Please ask the funeral home for a new one.</p> : null}
      {invitation && invitation.status !== 'PENDING' ? (
        <p role="alert">
          {invitation.status === 'ACCEPTED'
            ? 'This invitation has already been used. Please sign in.'
            : 'This invitation has expired. Please ask for a new one.'}
        </p>
      ) : null}
      {invitation?.status === 'PENDING' ? (
        <>
          <p>
            {invitation.homeName} invited you to its staff. You will sign in with <strong>{invitation.email}</strong>.
          </p>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <Form id="join-staff" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md }}>
            <TextField name="name" label="Your name" autoComplete="name" required />
            <TextField name="password" type="password" label="Choose a password" hint="At least 8 characters" autoComplete="new-password" required />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Creating your account…' : 'Create account and join'}
            </Button>
          </Form>
        </>
      ) : null}
    </main>
  );
}

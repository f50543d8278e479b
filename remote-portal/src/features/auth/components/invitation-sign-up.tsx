import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { signUpFormSchema, type Invitation, type SignUpForm } from '@keepsake/shared/contract/case';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { Button } from '@keepsake/shared/ui';
import { signUp } from '../api/sign-up';
import { fontSizes } from '@keepsake/shared/theme';

/** Sign-up exists only here: from an open invitation, with the invited email. */
export function InvitationSignUp({ token, invitation, onSignedUp }: { token: string; invitation: Invitation; onSignedUp: (path: string) => void }) {
  const form = useZodForm({ schema: signUpFormSchema, defaultValues: { name: invitation.name, password: '' } });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: SignUpForm) => {
    setAlert(null);
    try {
      const joined = await signUp({ token, name: values.name, password: values.password });
      onSignedUp(`/family-portal/${joined.caseId}/${joined.nameSlug}`);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['name', 'password']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'Your account could not be created just now. Please try again.'));
      }
    }
  };

  return (
    <>
      <h2 css={{ fontSize: fontSizes.xl }}>Create your account</h2>
      <p>
        You will sign in with <strong>{invitation.email}</strong>.
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="sign-up" form={form} onSubmit={submit} method="post">
        <TextField name="name" label="Your name" autoComplete="name" required />
        <TextField name="password" type="password" label="Choose a password" hint="At least 8 characters" autoComplete="new-password" required />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating your account…' : 'Create account and join'}
        </Button>
      </Form>
    </>
  );
}

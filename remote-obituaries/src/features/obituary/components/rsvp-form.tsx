import { useState } from 'react';
import { fieldErrorsOf, messageOf, statusOf } from '@keepsake/shared/api-client';
import { RSVP_LIMITS, rsvpInputSchema, type RsvpConfirmation, type RsvpInput, type ServiceEvent } from '@keepsake/shared/contract/obituary';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useChanged } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { postRsvp } from '../api/post-rsvp';

const FIELDS = ['name', 'guests', 'email'] as const;

/**
 * "I will attend": a name and how many are coming, no account. Loaded when opened, so the obituary page
 * people arrive on does not carry the forms layer. After sending, the form gives way to one confirmation.
 * An email is optional: with one, a confirmation mail links to changing or cancelling the reply.
 */
export function RsvpForm({ obituaryId, event, earlier }: { obituaryId: number; event: ServiceEvent; earlier?: RsvpConfirmation }) {
  const theme = useTheme();
  const changed = useChanged();
  const form = useZodForm({ schema: rsvpInputSchema, defaultValues: { name: earlier?.name ?? '', guests: earlier?.guests ?? 1, email: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const submit = async (values: RsvpInput) => {
    setAlert(null);
    try {
      const answer = await postRsvp(obituaryId, event.id, values);
      void changed([['rsvps', obituaryId]]);
      const mailed = values.email ? ` A confirmation is on its way to ${values.email}, with a link to change or cancel your reply.` : '';
      setConfirmed(
        `Thank you, ${answer.name}. The family knows to expect ${answer.guests === 1 ? 'you' : `${answer.guests} people`} at the ${event.title}.${mailed}`,
      );
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (statusOf(error) === 429) setAlert('You have replied several times in a short while. Please wait a few minutes and try again.');
      else if (statusOf(error) === 409) setAlert(messageOf(error, 'Your reply could not be sent just now. Please try again.'));
      else if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert('Your reply could not be sent just now. Please try again.');
      }
    }
  };

  if (confirmed) {
    return (
      <p role="status" tabIndex={-1} ref={(element) => element?.focus()} css={{ margin: `${theme.space.sm} 0 0`, fontWeight: 600 }}>
        {confirmed}
      </p>
    );
  }
  return (
    <Form id={`rsvp-${event.id}`} form={form} onSubmit={submit} css={{ marginTop: theme.space.sm }}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField name="name" label="Your name" autoComplete="name" required maxLength={RSVP_LIMITS.name} />
      <TextField name="guests" label="How many people, including you" type="number" inputMode="numeric" min={1} max={RSVP_LIMITS.guests} required />
      <TextField
        name="email"
        label="Your email (optional)"
        type="email"
        autoComplete="email"
        hint="We send you a confirmation with a link to change or cancel your reply."
      />
      <Button type="submit" displayType="PRIMARY" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending…' : 'Send reply'}
      </Button>
    </Form>
  );
}

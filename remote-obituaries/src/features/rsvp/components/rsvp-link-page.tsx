import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { RSVP_LIMITS, rsvpChangeSchema, type RsvpChange, type RsvpLink } from '@keepsake/shared/contract/obituary';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button, useDocumentTitle } from '@keepsake/shared/ui';
import { PageContainer } from '../../../components/page-container';
import { useObituary } from '../../../hooks/use-obituary';
import { obituaryPath } from '../../../lib/paths';
import { cancelRsvp, changeRsvp, rsvpLinkQuery } from '../api/rsvp-links';

/**
 * /obituaries/{id}/{name}/rsvp/{token}: the link in an RSVP's confirmation mail (issue 43 point 7). The
 * visitor changes how many are coming, or cancels the reply; the link is the key, no account.
 */
export function RsvpLinkPage() {
  const obituary = useObituary();
  const token = useParams().token ?? '';
  const theme = useTheme();
  useDocumentTitle('Your reply');
  const query = useQuery(rsvpLinkQuery(obituary.id, token));
  const [cancelled, setCancelled] = useState(false);
  const back = <Link to={obituaryPath(obituary)}>Back to {obituary.fullName}’s obituary</Link>;
  let body;
  if (cancelled) body = <p role="status">Your reply is cancelled. The family no longer expects you.</p>;
  else if (query.isError) body = <p role="alert">{messageOf(query.error, 'Your reply could not be loaded just now.')}</p>;
  else if (!query.data) body = <p role="status">Loading your reply…</p>;
  else body = <ChangeReply obituaryId={obituary.id} token={token} reply={query.data} onCancelled={() => setCancelled(true)} />;
  return (
    <PageContainer>
      <div css={{ maxWidth: '36rem', display: 'grid', gap: theme.space.md }}>
        <h2 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxxl, margin: 0 }}>Your reply</h2>
        {body}
        <p css={{ margin: 0 }}>{back}</p>
      </div>
    </PageContainer>
  );
}

function ChangeReply({ obituaryId, token, reply, onCancelled }: { obituaryId: number; token: string; reply: RsvpLink; onCancelled: () => void }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: rsvpChangeSchema, defaultValues: { name: reply.name, guests: reply.guests } });
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The visitor's own reply: no other reader's data changes (the family's list refreshes on its own page).
  const change = useMutation({
    mutationFn: (values: RsvpChange) => changeRsvp(obituaryId, token, values),
    onSuccess: (changed) => queryClient.setQueryData(rsvpLinkQuery(obituaryId, token).queryKey, changed),
  });
  const cancelling = useMutation({ mutationFn: () => cancelRsvp(obituaryId, token) });

  const save = async (values: RsvpChange) => {
    setAlert(null);
    setSaved(null);
    try {
      const changed = await change.mutateAsync(values);
      setSaved(`Saved. The family expects ${changed.guests === 1 ? 'you' : `${changed.guests} people`} at the ${changed.eventTitle}.`);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['name', 'guests']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'Your change could not be saved just now. Please try again.'));
      }
    }
  };
  const cancel = () =>
    cancelling.mutate(undefined, {
      onSuccess: onCancelled,
      onError: (error) => setAlert(messageOf(error, 'Your reply could not be cancelled just now. Please try again.')),
    });

  return (
    <>
      <p css={{ margin: 0 }}>
        You replied for the {reply.eventTitle} as {reply.name}: {reply.guests === 1 ? 'one person' : `${reply.guests} people`}.
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {saved ? <p role="status">{saved}</p> : null}
      <Form id="rsvp-change" form={form} onSubmit={save} css={{ display: 'grid', gap: theme.space.sm }}>
        <TextField name="name" label="Your name" autoComplete="name" required maxLength={RSVP_LIMITS.name} />
        <TextField name="guests" label="How many people, including you" type="number" inputMode="numeric" min={1} max={RSVP_LIMITS.guests} required />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Save the change'}
          </Button>
          <Button displayType="SECONDARY" onClick={cancel} disabled={cancelling.isPending}>
            {cancelling.isPending ? 'Cancelling…' : 'Cancel my reply'}
          </Button>
        </div>
      </Form>
    </>
  );
}

import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import {
  STAFF_NOTICE_LABELS,
  STAFF_NOTICES,
  staffNotificationUpdateSchema,
  type StaffNotificationSettings,
  type StaffNotificationUpdate,
} from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, CheckboxField, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast, useDocumentTitle } from '@keepsake/shared/ui';
import { notificationKeys, notificationsQuery, saveNotifications } from '../api/notifications';

/** /studio/notifications: which notification mails this staff member gets (and, for owners, the home's staff address). */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const theme = useTheme();
  const { data, isPending, isError } = useQuery(notificationsQuery);
  return (
    <main css={{ padding: theme.space.lg, maxWidth: '48rem', width: '100%', margin: '0 auto', display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
      <h2 css={{ margin: 0 }}>Notifications</h2>
      {isPending ? <p role="status">Loading…</p> : null}
      {isError ? <p role="alert">Your notifications could not be loaded just now. Please try again.</p> : null}
      {data ? <NotificationsForm settings={data} /> : null}
    </main>
  );
}

function NotificationsForm({ settings }: { settings: StaffNotificationSettings }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: staffNotificationUpdateSchema, defaultValues: { notices: settings.notices, homeAddress: settings.homeAddress } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: saveNotifications,
    meta: { changes: [['notifications']] },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.all, saved),
  });

  const submit = async (values: StaffNotificationUpdate) => {
    setAlert(null);
    try {
      // Only an owner sends the home's address; everyone else changes only their own choices.
      await mutation.mutateAsync(settings.canEditHomeAddress ? values : { notices: values.notices });
      toast.success({ title: 'Notifications saved' });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['homeAddress']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'Your notifications could not be saved just now. Please try again.'));
      }
    }
  };

  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="notifications" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md }}>
        <fieldset css={{ display: 'grid', gap: theme.space.sm, border: 0, padding: 0, margin: 0 }}>
          <legend css={{ fontWeight: 700, marginBottom: theme.space.sm }}>Send me an email when</legend>
          {STAFF_NOTICES.map((notice) => (
            <CheckboxField key={notice} name={`notices.${notice}`} label={STAFF_NOTICE_LABELS[notice]} />
          ))}
        </fieldset>
        {settings.canEditHomeAddress ? (
          <TextField
            name="homeAddress"
            type="email"
            label="The home’s staff address"
            hint="New plans and contact messages go here. Leave it empty to send them to the home’s owners."
            autoComplete="off"
          />
        ) : (
          <p css={{ margin: 0 }}>New plans and contact messages go to {settings.homeAddress || 'the home’s owners'}.</p>
        )}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </Form>
    </>
  );
}

import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { DESK_EVENT_KIND_LABELS, DESK_EVENT_KINDS, deskEventBodySchema, type DeskEvent, type DeskEventBody } from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, CheckboxField, Form, FormAlert, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { saveEvent } from '../api/events';

const FIELDS = ['kind', 'title', 'date', 'time', 'placeName', 'address', 'livestreamUrl', 'rsvpEnabled'];
const KIND_OPTIONS = DESK_EVENT_KINDS.map((kind) => ({ value: kind, label: DESK_EVENT_KIND_LABELS[kind] }));

/** Add or edit one service. The date and time are the funeral home's, in its zone, whoever types them. */
export function EventForm({ caseId, event, timeZone, onDone }: { caseId: number; event: DeskEvent | null; timeZone: string; onDone: () => void }) {
  const theme = useTheme();
  const form = useZodForm({
    schema: deskEventBodySchema,
    defaultValues: {
      kind: (event?.kind as DeskEventBody['kind']) ?? 'service',
      title: event?.title ?? '',
      date: event?.date ?? '',
      time: event?.time ?? '',
      placeName: event?.placeName ?? '',
      address: event?.address ?? '',
      livestreamUrl: event?.livestreamUrl ?? '',
      rsvpEnabled: event?.rsvpEnabled ?? false,
    },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: DeskEventBody) => saveEvent(caseId, event?.id ?? null, values),
    meta: { changes: [['case', caseId]] },
  });

  const submit = async (values: DeskEventBody) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: event ? 'Service saved' : 'Service added' });
      onDone();
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The service could not be saved just now. Please try again.'));
      }
    }
  };

  const formId = event ? `event-${event.id}` : 'event-new';
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={formId} form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}>
        <SelectField name="kind" label="Kind of service" options={KIND_OPTIONS} placeholder={false} required />
        <TextField name="title" label="Title" hint="Leave empty to use the kind, such as “Funeral service”" autoComplete="off" />
        <TextField name="date" type="date" label="Date" required />
        <TextField name="time" type="time" label="Time" hint={`The funeral home’s local time (${timeZone})`} required />
        <TextField name="placeName" label="Place" autoComplete="off" required />
        <TextField name="address" label="Address" autoComplete="off" required />
        <TextField name="livestreamUrl" type="url" label="Livestream link" hint="Optional; a secure address starting with https://" autoComplete="off" />
        <CheckboxField name="rsvpEnabled" label="Ask visitors to reply (RSVP)" />
        <div css={{ display: 'flex', gap: theme.space.sm }}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : event ? 'Save service' : 'Add service'}
          </Button>
          <Button displayType="SECONDARY" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}

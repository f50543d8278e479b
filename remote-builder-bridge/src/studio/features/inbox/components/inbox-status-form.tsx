import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { INBOX_STATUS_LABELS, INBOX_STATUSES, inboxUpdateSchema, type InboxDetail, type InboxUpdate } from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, Form, FormAlert, SelectField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { updateInboxItem } from '../api/inbox';

const STATUS_OPTIONS = INBOX_STATUSES.map((status) => ({ value: status, label: INBOX_STATUS_LABELS[status] }));

/** The item's status and the staff member who has it, saved together. */
export function InboxStatusForm({ item }: { item: InboxDetail }) {
  const theme = useTheme();
  const form = useZodForm({ schema: inboxUpdateSchema, defaultValues: { status: item.status, assigneeId: item.assignee?.id ?? '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: InboxUpdate) => updateInboxItem(item.id, values),
    meta: { changes: [['inbox']] },
  });

  const submit = async (values: InboxUpdate) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: 'Saved' });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['status', 'assigneeId']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'This could not be saved just now. Please try again.'));
      }
    }
  };

  return (
    <section aria-labelledby="inbox-handling">
      <h3 id="inbox-handling">Handling</h3>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="inbox-status" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '24rem' }}>
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} placeholder={false} required />
        <SelectField
          name="assigneeId"
          label="Who has it"
          options={item.staff.map((member) => ({ value: member.id, label: member.name }))}
          placeholder="Nobody yet"
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </Form>
    </section>
  );
}

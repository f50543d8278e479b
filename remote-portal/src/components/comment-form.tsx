import type { ReactNode } from 'react';
import { commentBodySchema } from '@keepsake/shared/contract/case';
import { applyApiErrors, Form, TextAreaField, useWatch, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { Button, toast } from '@keepsake/shared/ui';

/**
 * A family's comment on what they review (a stationery page, a moment of the tribute video): the API's comment body
 * (commentBodySchema), sent through a mutation that names the case, so the list of comments is read again. "Send
 * comment" waits for words; the box empties once the comment is sent, and keeps them if it is refused.
 */
export function CommentForm({
  id,
  label,
  caseId,
  send,
  sendingLabel = 'Send comment',
}: {
  id: string;
  label: ReactNode;
  caseId: number;
  send: (text: string) => Promise<unknown>;
  /** What the button says while the comment is on its way. */
  sendingLabel?: string;
}) {
  const form = useZodForm({ schema: commentBodySchema, defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const sending = useMutation({ mutationFn: send, meta: { changes: [['case', caseId]] } });
  const submit = async ({ text }: { text: string }) => {
    try {
      await sending.mutateAsync(text);
      form.reset();
    } catch (error) {
      const rest = applyApiErrors(error, form.setError, ['text']);
      if (rest !== null) toast.error({ title: 'The comment was not sent', description: rest });
    }
  };
  return (
    <Form id={id} form={form} onSubmit={submit}>
      <TextAreaField name="text" label={label} rows={2} maxLength={2000} />
      <div>
        <Button type="submit" size="sm" displayType="SECONDARY" disabled={sending.isPending || !text.trim()}>
          {sending.isPending ? sendingLabel : 'Send comment'}
        </Button>
      </div>
    </Form>
  );
}

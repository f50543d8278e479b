import { useId, type ReactNode } from 'react';
import {
  APPROVAL_HOW_LABELS,
  APPROVAL_HOWS,
  APPROVAL_NOTE_MAX,
  onBehalfSchema,
  type ApprovalHow,
  type CaseAccess,
  type OnBehalf,
} from '@keepsake/shared/contract/case';
import { Form, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { Button, FieldError, Overlay, useOverlay } from '@keepsake/shared/ui';

export const HOW_REQUIRED = 'Please choose how the family gave their approval';
const CHOICE_LABELS: Record<ApprovalHow, string> = { PHONE: 'By phone', IN_PERSON: 'In person' };

/**
 * The one way an approval starts on the portal (issue 36, ADR 097). A family member approves as themselves:
 * `start()` runs the approval at once. Staff of the home approve only FOR the family: `start()` opens a dialog
 * that asks how the family gave their approval (by phone, in person) and an optional note, and the approval is
 * sent with them, so the record reads "Approved for the family by {staff}, by phone, {note}".
 * Render `dialog` somewhere in the page.
 */
export function useApproveForFamily({
  access,
  what,
  approve,
}: {
  access: CaseAccess;
  /** What is approved, for the dialog's title: "the obituary", "the stationery". */
  what: string;
  approve: (onBehalf?: OnBehalf) => Promise<void>;
}): { start: () => void; dialog: ReactNode } {
  const id = `approve-for-family-${useId()}`;
  const overlay = useOverlay(id);
  if (access !== 'STAFF') return { start: () => void approve(), dialog: null };
  const confirm = async (onBehalf: OnBehalf) => {
    overlay.close();
    await approve(onBehalf);
  };
  return {
    start: overlay.open,
    dialog: (
      <Overlay id={id} title={`Approve ${what} for the family`} closeLabel="Cancel">
        <ApproveForFamilyForm onConfirm={confirm} onCancel={overlay.close} />
      </Overlay>
    ),
  };
}

/** The dialog's form: how (required) and a note (optional). */
export function ApproveForFamilyForm({ onConfirm, onCancel }: { onConfirm: (onBehalf: OnBehalf) => Promise<void>; onCancel: () => void }) {
  const theme = useTheme();
  // The contract's rule: how is required (in this dialog's words: the forms' error map says "required" for a
  // choice not made), the note is plain text, trimmed and short.
  const form = useZodForm({ schema: onBehalfSchema, defaultValues: { note: '' } });
  const problem = form.formState.errors.how ? HOW_REQUIRED : undefined;
  const noteProblem = form.formState.errors.note?.message;
  const errorId = useId();
  const noteId = useId();
  const noteErrorId = useId();
  const formId = useId().replace(/[^a-z0-9]/gi, '');

  return (
    <Form id={`approve-for-family-${formId}`} form={form} onSubmit={(onBehalf) => onConfirm(onBehalf)} css={{ display: 'grid', gap: theme.space.md }}>
      <p css={{ margin: 0 }}>
        The record will say that you approved it for the family, and how they gave their approval. It will not say the family approved it themselves.
      </p>
      <fieldset aria-describedby={problem ? errorId : undefined} css={{ border: 0, padding: 0, margin: 0 }}>
        <legend css={{ fontWeight: 600, marginBottom: theme.space.xs }}>How did the family give their approval?</legend>
        {APPROVAL_HOWS.map((value) => (
          <label key={value} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', minHeight: 44 }}>
            <input type="radio" value={value} {...form.register('how')} css={{ width: 24, height: 24, margin: 0 }} />
            {CHOICE_LABELS[value]}
            <span hidden>{APPROVAL_HOW_LABELS[value]}</span>
          </label>
        ))}
        {problem ? (
          <p id={errorId} role="alert" css={{ margin: 0, color: theme.colors.palette.error.onPage }}>
            {problem}
          </p>
        ) : null}
      </fieldset>
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <label htmlFor={noteId} css={{ fontWeight: 600 }}>
          Note (optional)
        </label>
        <textarea
          id={noteId}
          maxLength={APPROVAL_NOTE_MAX}
          rows={3}
          aria-invalid={noteProblem ? true : undefined}
          aria-describedby={noteProblem ? noteErrorId : undefined}
          {...form.register('note')}
          css={{ font: 'inherit', padding: theme.space.sm, width: '100%', boxSizing: 'border-box' }}
        />
        <FieldError id={noteErrorId} message={noteProblem} />
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        <Button type="submit">Approve for the family</Button>
        <Button type="button" displayType="SECONDARY" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

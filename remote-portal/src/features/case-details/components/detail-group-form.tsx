import { useId, useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { caseDetailGroups, type CaseDetailGroup, type CaseDetails, type CaseDetailsBody } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, TextAreaField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { cardStyle } from '../../../components/section';
import { DETAIL_GROUPS } from '../state/detail-groups';

interface DetailGroupFormProps {
  group: CaseDetailGroup;
  saved: Record<string, string> | undefined;
  onSave: (body: CaseDetailsBody) => Promise<CaseDetails>;
}

/** One group of details with its own Save: a failed save keeps every keystroke and says what to fix. */
export function DetailGroupForm({ group, saved, onSave }: DetailGroupFormProps) {
  const theme = useTheme();
  const headingId = useId();
  const definition = DETAIL_GROUPS[group];
  const defaults = Object.fromEntries(definition.fields.map((field) => [field.name, saved?.[field.name] ?? '']));
  const form = useZodForm({ schema: caseDetailGroups[group], defaultValues: defaults });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: Record<string, string>) => {
    setAlert(null);
    try {
      const details = await onSave({ group, values } as CaseDetailsBody);
      // The saved values become the form's baseline, so "unsaved" means what it says.
      form.reset(details.groups[group] ?? values);
      toast.success(`${definition.title} saved.`);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const mapped = Object.fromEntries(Object.entries(fieldErrors).map(([key, message]) => [key.replace(/^values\./, ''), message]));
      const unmatched = applyApiFieldErrors(
        new ApiError(error instanceof ApiError ? error.status : 500, undefined, {
          body: error instanceof ApiError && error.body ? { ...error.body, fieldErrors: mapped } : undefined,
        }),
        form.setError,
        definition.fields.map((field) => field.name),
      );
      if (Object.keys(mapped).length === 0 || unmatched.length > 0) {
        setAlert(`${definition.title} could not be saved just now. What you typed is still here: please try again.`);
      }
    }
  };

  return (
    <section aria-labelledby={headingId} css={{ ...cardStyle(theme), marginBottom: theme.space.lg }}>
      <h2 id={headingId} css={{ fontSize: '1.25rem', marginTop: 0 }}>
        {definition.title}
      </h2>
      {definition.intro ? <p>{definition.intro}</p> : null}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={`details-${group}`} form={form} onSubmit={submit}>
        {definition.fields.map((field) =>
          field.kind === 'long' ? (
            <TextAreaField key={field.name} name={field.name} label={field.label} hint={field.hint} rows={4} />
          ) : (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={field.hint}
              required={field.required}
              {...(field.kind === 'date' ? { mask: '####-##-##' } : {})}
            />
          ),
        )}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : `Save ${definition.title.toLowerCase()}`}
        </Button>
        {form.formState.isDirty ? <span css={{ marginLeft: theme.space.sm }}>Not saved yet</span> : null}
      </Form>
    </section>
  );
}

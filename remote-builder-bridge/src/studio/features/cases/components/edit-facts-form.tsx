import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { deskCaseFactsSchema, NAME_PART_FIELDS, splitFullName, type DeskCaseDetail, type DeskCaseFacts } from '@keepsake/shared/contract/staff';
import { applyApiFieldErrors, Form, FormAlert, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { updateCase } from '../api/cases';
import { CaseFactFields } from '../../../components/case-fact-fields';

const FIELDS = ['fullName', ...NAME_PART_FIELDS, 'birthDate', 'deathDate', 'locationId', 'kind'];

/** Edit a case's facts; the form starts from what the case has. */
export function EditFactsForm({ detail, onDone }: { detail: DeskCaseDetail; onDone: () => void }) {
  const theme = useTheme();
  const form = useZodForm({
    schema: deskCaseFactsSchema,
    defaultValues: {
      fullName: detail.fullName,
      ...(detail.nameParts ?? splitFullName(detail.fullName)),
      birthDate: detail.birthDate ?? '',
      deathDate: detail.deathDate ?? '',
      locationId: detail.locationId ?? '',
      kind: detail.kind,
    },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: DeskCaseFacts) => updateCase(detail.id, values),
    meta: { changes: [['case', detail.id]] },
  });

  const submit = async (values: DeskCaseFacts) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: 'Case saved' });
      onDone();
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, FIELDS);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The case could not be saved just now. Please try again.'));
      }
    }
  };

  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="case-facts" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}>
        <CaseFactFields />
        <div css={{ display: 'flex', gap: theme.space.sm }}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Save'}
          </Button>
          <Button displayType="SECONDARY" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
    </>
  );
}

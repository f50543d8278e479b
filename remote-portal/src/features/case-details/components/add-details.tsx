import { useState } from 'react';
import { fieldErrorsOf } from '@keepsake/shared/api-client';
import {
  CASE_DETAIL_GROUPS,
  caseDetailsFormSchema,
  type CaseDetailGroup,
  type CaseDetails,
  type CaseDetailsForm,
  type CaseDetailsPageBody,
} from '@keepsake/shared/contract/case';
import { applyFieldErrors, Form, FormAlert, useZodForm } from '@keepsake/shared/forms';
import { useMutation, usePageQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { familyKeys } from '../../../api/family-keys';
import { PortalLoading } from '../../../components/portal-page';
import type { TaskPageProps } from '../../../lib/task-pages';
import { caseDetailsQuery } from '../api/get-case-details';
import { saveCaseDetailsPage } from '../api/save-case-details-page';
import { DETAIL_GROUPS } from '../state/detail-groups';
import { DetailGroupFields } from './detail-group-fields';

const FIELD_NAMES = CASE_DETAIL_GROUPS.flatMap((group) => DETAIL_GROUPS[group].fields.map((field) => `${group}.${field.name}`));

// What the case already has (the API fills name and dates from the case until the family saves them),
// every field present so the form starts from it and "unsaved" means what it says.
function formValues(details: CaseDetails): CaseDetailsForm {
  return Object.fromEntries(
    CASE_DETAIL_GROUPS.map((group) => [
      group,
      Object.fromEntries(DETAIL_GROUPS[group].fields.map((field) => [field.name, details.groups[group]?.[field.name] ?? ''])),
    ]),
  ) as CaseDetailsForm;
}

/** The add-details task's work area (issue 24 §6): every group on one form with one Save. */
export function AddDetails({ caseDetail }: TaskPageProps) {
  const caseId = caseDetail.id;
  const details = usePageQuery(caseDetailsQuery(caseId));
  if (!details) return <PortalLoading label="Loading the details…" />;
  return <AddDetailsForm caseId={caseId} details={details} />;
}

function AddDetailsForm({ caseId, details }: { caseId: number; details: CaseDetails }) {
  const theme = useTheme();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: caseDetailsFormSchema, defaultValues: formValues(details) });
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: CaseDetailsPageBody) => saveCaseDetailsPage(caseId, body),
    // Name and dates show on the hub, the home page and the desk's case page.
    meta: { changes: [['case', caseId]] },
    onSuccess: (saved) => queryClient.setQueryData(familyKeys.details(caseId), saved),
  });

  const submit = async (values: Record<CaseDetailGroup, Record<string, string>>) => {
    setAlert(null);
    // Only the groups the family touched: an untouched group is not written as if they had filled it in.
    const dirty = form.formState.dirtyFields as Partial<Record<CaseDetailGroup, unknown>>;
    const changed = CASE_DETAIL_GROUPS.filter((group) => dirty[group]);
    if (changed.length === 0) {
      toast('Nothing has changed since the last save.');
      return;
    }
    try {
      const saved = await save.mutateAsync({ groups: Object.fromEntries(changed.map((group) => [group, values[group]])) as CaseDetailsPageBody['groups'] });
      form.reset(formValues(saved));
      toast.success('Details saved.');
    } catch (error) {
      // The API names fields `groups.<group>.<field>`; the form's are `<group>.<field>`.
      const mapped = Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([key, message]) => [key.replace(/^groups\./, ''), message]));
      const unmatched = applyFieldErrors(mapped, form.setError, FIELD_NAMES);
      if (Object.keys(mapped).length === 0 || unmatched.length > 0) {
        setAlert('The details could not be saved just now. What you typed is still here: please try again.');
      }
    }
  };

  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="case-details" form={form} onSubmit={submit}>
        {CASE_DETAIL_GROUPS.map((group) => (
          <DetailGroupFields key={group} group={group} />
        ))}
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Save details'}
          </Button>
          {form.formState.isDirty ? <span>Not saved yet</span> : null}
        </div>
      </Form>
    </>
  );
}

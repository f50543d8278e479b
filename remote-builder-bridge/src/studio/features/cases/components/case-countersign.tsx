import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { countersignBodySchema, signedSentence, type CountersignBody } from '@keepsake/shared/contract/arrangement';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, toast, useHomeTimeZone } from '@keepsake/shared/ui';
import { contractQuery, countersign } from '../api/money';

/** The funeral home's representative countersigns once the family signed: only then is the contract binding. */
export function CaseCountersign({ caseId }: { caseId: number }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const { data: contract, isError } = useQuery(contractQuery(caseId));

  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <h4 css={{ margin: 0 }}>Contract</h4>
      {isError ? <p role="alert">The contract could not be loaded just now. Please try again.</p> : null}
      {contract && contract.status !== 'SIGNED' ? (
        <p css={{ margin: 0 }}>The family has not signed the contract yet. The funeral home countersigns after them.</p>
      ) : null}
      {contract?.status === 'SIGNED' ? (
        // Who signed and how (in the portal, or in person with a staff member present: issue 39).
        <p css={{ margin: 0 }}>
          {signedSentence(contract.signing?.typedName ?? null, contract.signedAt ? formatDateTime(contract.signedAt, timeZone) : '', contract.signing)}
        </p>
      ) : null}
      {contract?.status === 'SIGNED' && contract.countersignature ? (
        <p css={{ margin: 0 }}>
          Countersigned by {contract.countersignature.name} (licence {contract.countersignature.licenceNumber}) on{' '}
          {formatDateTime(contract.countersignature.signedAt, timeZone)}. The contract is binding.
        </p>
      ) : null}
      {contract?.status === 'SIGNED' && !contract.countersignature ? <CountersignForm caseId={caseId} signedAt={contract.signedAt} /> : null}
    </div>
  );
}

function CountersignForm({ caseId, signedAt }: { caseId: number; signedAt: string | null }) {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const form = useZodForm({ schema: countersignBodySchema, defaultValues: { name: '', licenceNumber: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: CountersignBody) => countersign(caseId, values),
    meta: { changes: [['case', caseId]] },
  });

  const submit = async (values: CountersignBody) => {
    setAlert(null);
    try {
      await mutation.mutateAsync(values);
      toast.success({ title: 'Contract countersigned', description: 'It is binding now.' });
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['name', 'licenceNumber']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The contract could not be countersigned just now. Please try again.'));
      }
    }
  };

  return (
    <>
      <p css={{ margin: 0 }}>
        The family signed{signedAt ? ` on ${formatDateTime(signedAt, timeZone)}` : ''}. Countersign as the funeral home’s representative to make it binding.
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id={`countersign-${caseId}`} form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm, maxWidth: '24rem' }}>
        <TextField name="name" label="Representative’s name" autoComplete="name" required />
        <TextField name="licenceNumber" label="Licence number" autoComplete="off" required />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Countersigning…' : 'Countersign the contract'}
        </Button>
      </Form>
    </>
  );
}

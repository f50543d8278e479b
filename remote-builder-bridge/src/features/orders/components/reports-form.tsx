import { useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { reportFormSchema, type ReportForm } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { downloadReport } from '../api/reports';

const REPORT_OPTIONS = [
  { value: 'payments', label: 'Payments (cases)' },
  { value: 'orders', label: 'Shop orders' },
  // Issue 41: every card payment with the provider's reference, gross, refunds, fee and net, to match its payouts.
  { value: 'reconciliation', label: 'Card payments for reconciliation' },
];

// The first of this month to today, as the browser's calendar has them.
const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const defaults = (): ReportForm => {
  const today = new Date();
  return { report: 'payments', from: day(new Date(today.getFullYear(), today.getMonth(), 1)), to: day(today) };
};

/** "Download CSV" of payments or orders for a range of the home's days (issue 25 point 8), with the staff session. */
export function ReportsForm() {
  const theme = useTheme();
  const form = useZodForm({ schema: reportFormSchema, defaultValues: defaults() });
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: ReportForm) => {
    setAlert(null);
    setDone(null);
    try {
      setDone(`Downloaded ${await downloadReport(values)}.`);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['from', 'to']);
      if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0 || unmatched.length > 0) {
        setAlert(error instanceof ApiError && error.body ? error.body.message : 'The report could not be downloaded just now. Please try again.');
      }
    }
  };
  return (
    <section aria-labelledby="reports-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id="reports-heading" css={{ margin: 0 }}>
        Reports
      </h3>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="reports" form={form} onSubmit={submit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
        <SelectField name="report" label="Report" required placeholder={false} options={REPORT_OPTIONS} />
        <TextField name="from" type="date" label="From" required />
        <TextField name="to" type="date" label="To" required />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Preparing…' : 'Download CSV'}
        </Button>
      </Form>
      <p role="status" css={{ margin: 0 }}>
        {done ?? ''}
      </p>
    </section>
  );
}

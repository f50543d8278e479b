import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { reportFormSchema, type ReportForm } from '@keepsake/shared/contract/arrangement';
import { applyApiFieldErrors, Form, FormAlert, SelectField, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { isoDayIn } from '@keepsake/shared/time';
import { Button, useHomeTimeZone } from '@keepsake/shared/ui';
import { downloadReport } from '../api/reports';

const REPORT_OPTIONS = [
  { value: 'payments', label: 'Payments (cases)' },
  { value: 'orders', label: 'Shop orders' },
  // Issue 41: every card payment with the provider's reference, gross, refunds, fee and net, to match its payouts.
  { value: 'reconciliation', label: 'Card payments for reconciliation' },
];

// The first of this month to today, as the home's calendar has them (the report's days are the home's).
const defaults = (timeZone: string): ReportForm => {
  const today = isoDayIn(new Date(), timeZone);
  return { report: 'payments', from: `${today.slice(0, 8)}01`, to: today };
};

/** "Download CSV" of payments or orders for a range of the home's days (issue 25 point 8), with the staff session. */
export function ReportsForm() {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const form = useZodForm({ schema: reportFormSchema, defaultValues: defaults(timeZone) });
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: ReportForm) => {
    setAlert(null);
    setDone(null);
    try {
      setDone(`Downloaded ${await downloadReport(values)}.`);
    } catch (error) {
      const unmatched = applyApiFieldErrors(error, form.setError, ['from', 'to']);
      if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert(messageOf(error, 'The report could not be downloaded just now. Please try again.'));
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

import { useState } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import type { KeepsakeState, StaffKeepsakeJob } from '@keepsake/shared/contract/case';
import { useMutation, useQuery } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { formatDateTime } from '@keepsake/shared/time';
import { Button, useHomeTimeZone } from '@keepsake/shared/ui';
import { tableStyles } from '../../../components/desk-styles';
import { TableScroll } from '../../../components/table-scroll';
import { keepsakeJobsQuery } from '../api/keepsake-jobs-query';
import { retryKeepsakeJob } from '../api/retry-keepsake-job';
import { TableHead } from '../../../components/table-head';

const STATUS: Record<StaffKeepsakeJob['status'], string> = { QUEUED: 'Queued', RUNNING: 'Running', DONE: 'Done', FAILED: 'Failed' };

/** /studio/keepsakes: every keepsake the home's families asked for, how it goes, why one failed, and a retry. */
export function KeepsakeJobsPage() {
  const theme = useTheme();
  const timeZone = useHomeTimeZone();
  const jobs = useQuery(keepsakeJobsQuery);
  const [alert, setAlert] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: retryKeepsakeJob,
    // The jobs list, and the case whose keepsake is being made again (the family's page shows it).
    meta: { changes: (answer: KeepsakeState) => [['keepsake-jobs'], ...(answer.job ? [['case', answer.job.caseId] as const] : [])] },
  });
  const onRetry = async (job: StaffKeepsakeJob) => {
    setAlert(null);
    try {
      await retry.mutateAsync(job.id);
    } catch (error) {
      setAlert(messageOf(error, 'The keepsake could not be retried just now.'));
    }
  };

  return (
    <section aria-labelledby="keepsake-jobs-title" css={{ padding: theme.space.lg, maxWidth: '72rem' }}>
      <h2 id="keepsake-jobs-title">Keepsakes</h2>
      <p>The archives and memorial books families asked for, made in the background.</p>
      {alert ? (
        <p role="alert" css={{ color: theme.colors.palette.error.onPage }}>
          {alert}
        </p>
      ) : null}
      {jobs.isPending ? <p role="status">Loading the keepsakes…</p> : null}
      {jobs.isError ? <p role="alert">The keepsakes could not be loaded just now.</p> : null}
      {jobs.data && jobs.data.jobs.length === 0 ? <p>No family has asked for a keepsake yet.</p> : null}
      {jobs.data && jobs.data.jobs.length > 0 ? (
        <TableScroll label="Keepsakes">
          <table css={tableStyles(theme)}>
            <caption css={{ textAlign: 'start' }}>Keepsake jobs, newest first</caption>
            <TableHead columns={['Case', 'Asked', 'Status', 'Progress', 'Reason']} actions />
            <tbody>
              {jobs.data.jobs.map((job) => (
                <tr key={job.id}>
                  <th scope="row">{job.caseName}</th>
                  <td>
                    <time dateTime={job.requestedAt}>{formatDateTime(job.requestedAt, timeZone, { short: true })}</time>
                  </td>
                  <td>{STATUS[job.status]}</td>
                  <td>{job.status === 'RUNNING' ? `${job.progress}% ${job.step}` : job.status === 'DONE' ? '100%' : '—'}</td>
                  <td>{job.error ?? ''}</td>
                  <td>
                    {job.status === 'FAILED' ? (
                      <Button size="sm" onClick={() => void onRetry(job)} disabled={retry.isPending} aria-label={`Retry the keepsake of ${job.caseName}`}>
                        Retry
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

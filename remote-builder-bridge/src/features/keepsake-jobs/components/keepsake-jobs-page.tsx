import { useState } from 'react';
import type { StaffKeepsakeJob } from '@keepsake/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button, visuallyHidden } from '@keepsake/shared/ui';
import { keepsakeJobsKey, keepsakeJobsQuery } from '../api/keepsake-jobs-query';
import { retryKeepsakeJob } from '../api/retry-keepsake-job';

const STATUS: Record<StaffKeepsakeJob['status'], string> = { QUEUED: 'Queued', RUNNING: 'Running', DONE: 'Done', FAILED: 'Failed' };
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /studio/keepsakes: every keepsake the home's families asked for, how it goes, why one failed, and a retry. */
export function KeepsakeJobsPage() {
  const theme = useTheme();
  const client = useQueryClient();
  const jobs = useQuery(keepsakeJobsQuery);
  const [alert, setAlert] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: retryKeepsakeJob,
    onSuccess: () => client.invalidateQueries({ queryKey: keepsakeJobsKey }),
  });
  const onRetry = async (job: StaffKeepsakeJob) => {
    setAlert(null);
    try {
      await retry.mutateAsync(job.id);
    } catch (error) {
      setAlert(error instanceof Error && error.message ? error.message : 'The keepsake could not be retried just now.');
    }
  };
  const cell = { padding: theme.space.sm, borderBottom: '1px solid #d0d7de', textAlign: 'left' as const, verticalAlign: 'top' as const };

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
        // A narrow screen scrolls the table, not the page.
        <div css={{ overflowX: 'auto' }}>
          <table css={{ borderCollapse: 'collapse', width: '100%' }}>
            <caption css={{ textAlign: 'left', marginBottom: theme.space.sm }}>Keepsake jobs, newest first</caption>
            <thead>
              <tr>
                <th scope="col" css={cell}>
                  Case
                </th>
                <th scope="col" css={cell}>
                  Asked
                </th>
                <th scope="col" css={cell}>
                  Status
                </th>
                <th scope="col" css={cell}>
                  Progress
                </th>
                <th scope="col" css={cell}>
                  Reason
                </th>
                <th scope="col" css={cell}>
                  <span css={visuallyHidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.jobs.map((job) => (
                <tr key={job.id}>
                  <th scope="row" css={cell}>
                    {job.caseName}
                  </th>
                  <td css={cell}>{when(job.requestedAt)}</td>
                  <td css={cell}>{STATUS[job.status]}</td>
                  <td css={cell}>{job.status === 'RUNNING' ? `${job.progress}% ${job.step}` : job.status === 'DONE' ? '100%' : '—'}</td>
                  <td css={cell}>{job.error ?? ''}</td>
                  <td css={cell}>
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
        </div>
      ) : null}
    </section>
  );
}

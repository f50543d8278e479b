import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffKeepsakeJob } from '@keepsake/shared/contract/case';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const job = (over: Partial<StaffKeepsakeJob>): StaffKeepsakeJob => ({
  id: 1,
  caseId: 7,
  caseName: 'Rosa Inés Morales',
  status: 'DONE',
  progress: 100,
  step: 'done',
  error: null,
  attempts: 1,
  requestedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:05:00.000Z',
  expiresAt: '2026-11-27T10:05:00.000Z',
  downloads: [],
  ...over,
});

describe('the staff keepsake jobs', () => {
  beforeEach(() => queryClient.clear());

  it('lists the jobs with the reason of a failure and retries a failed one', async () => {
    let jobs = [job({ id: 2, caseName: 'Harold James Benson', status: 'FAILED', error: 'The storage could not be reached.' }), job({})];
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/family/keepsake-jobs') return { body: { jobs } };
      if (method === 'POST' && path === '/api/family/keepsake-jobs/2/retry') {
        jobs = [{ ...jobs[0]!, status: 'QUEUED', error: null, progress: 0 }, jobs[1]!];
        return { body: { job: jobs[0] } };
      }
      return undefined;
    });

    renderStudioAt('/studio/keepsakes', { user: STAFF });
    const table = await screen.findByRole('table', { name: 'Keepsake jobs, newest first' });
    const failed = within(table).getByRole('row', { name: /Harold James Benson/ });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('The storage could not be reached.')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Rosa Inés Morales/ })).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry the keepsake of Harold James Benson' }));
    expect(await within(table).findByText('Queued')).toBeInTheDocument();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toContain('POST /api/family/keepsake-jobs/2/retry');
  });
});

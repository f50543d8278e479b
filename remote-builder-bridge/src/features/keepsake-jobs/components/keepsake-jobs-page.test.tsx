import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffKeepsakeJob } from '@keepsake/shared/contract';
import { QueryProvider } from '@keepsake/shared/query';
import { defaultDesign, ThemeProvider } from '@keepsake/shared/theme';
import { KeepsakeJobsPage } from './keepsake-jobs-page';

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
  it('lists the jobs with the reason of a failure and retries a failed one', async () => {
    let jobs = [job({ id: 2, caseName: 'Harold James Benson', status: 'FAILED', error: 'The storage could not be reached.' }), job({})];
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      calls.push(`${method} ${path}`);
      let body: unknown = { statusCode: 404, error: 'Not Found', message: 'Not Found' };
      let status = 404;
      if (method === 'GET' && path === '/api/family/keepsake-jobs') [status, body] = [200, { jobs }];
      if (method === 'POST' && path === '/api/family/keepsake-jobs/2/retry') {
        jobs = [{ ...jobs[0]!, status: 'QUEUED', error: null, progress: 0 }, jobs[1]!];
        [status, body] = [200, { job: jobs[0] }];
      }
      return { ok: status < 300, status, headers: { get: () => null }, text: async () => JSON.stringify(body) } as unknown as Response;
    }) as unknown as typeof fetch;

    render(
      <ThemeProvider design={defaultDesign}>
        <QueryProvider>
          <KeepsakeJobsPage />
        </QueryProvider>
      </ThemeProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Keepsake jobs, newest first' });
    const failed = within(table).getByRole('row', { name: /Harold James Benson/ });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('The storage could not be reached.')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Rosa Inés Morales/ })).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry the keepsake of Harold James Benson' }));
    expect(await within(table).findByText('Queued')).toBeInTheDocument();
    expect(calls).toContain('POST /api/family/keepsake-jobs/2/retry');
  });
});

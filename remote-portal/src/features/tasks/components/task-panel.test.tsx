import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@keepsake/shared/contract';
import { ELENA, portalFetch, ROSA, TASKS } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

describe('task page: status and assignees', () => {
  it('lets the primary contact approve, assign a suggested member and take someone off', async () => {
    let obituary: Task = TASKS.find((task) => task.kind === 'review-obituary')!;
    // The server's side of it: each change is kept and read back by the next list.
    const fake = portalFetch((method, url) => {
      if (method === 'GET' && url.pathname === '/api/family/cases/7/tasks') {
        return { body: { items: TASKS.map((task) => (task.id === obituary.id ? obituary : task)), page: 1, pageSize: 50, hasNext: false } };
      }
      if (method !== 'POST') return undefined;
      if (url.pathname.endsWith('/status/COMPLETE')) obituary = { ...obituary, status: 'COMPLETE' };
      else if (url.pathname.includes('/unassign/')) obituary = { ...obituary, assignees: [] };
      else if (url.pathname.includes('/assign/')) obituary = { ...obituary, assignees: [ELENA] };
      else return undefined;
      return { body: obituary };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/review-obituary');
    const panel = await screen.findByRole('region', { name: 'Status and who has this task' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Assign Elena Morales' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url === `/api/family/cases/7/tasks/${obituary.id}/assign/u-elena`)).toBe(true));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Take Elena Morales off this task' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url.endsWith(`/tasks/${obituary.id}/unassign/u-elena`))).toBe(true));
    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(panel).getByText('Complete')).toBeInTheDocument());
  });

  it('offers a helper no approval, and says who can', async () => {
    global.fetch = portalFetch(undefined, { ...ROSA, access: 'HELPER' }).fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/review-obituary');
    const panel = await screen.findByRole('region', { name: 'Status and who has this task' });
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Ask for changes' })).toBeInTheDocument();
    expect(within(panel).getByText("Only the family's primary contact can approve this.")).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Give this task to a family member')).toBeNull();
  });
});

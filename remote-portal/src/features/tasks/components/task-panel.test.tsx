import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@keepsake/shared/contract/case';
import { ELENA, portalFetch, ROSA, TASKS } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

describe('task page: status and assignees', () => {
  it('opens with the task, then the status and assignees: assign a suggested member, take someone off, complete', async () => {
    let music: Task = TASKS.find((task) => task.kind === 'upload-music')!;
    music = { ...music, status: 'IN_PROGRESS' };
    // The server's side of it: each change is kept and read back by the next list.
    const fake = portalFetch((method, url) => {
      if (method === 'GET' && url.pathname === '/api/family/cases/7/tasks') {
        return { body: { items: TASKS.map((task) => (task.id === music.id ? music : task)), page: 1, pageSize: 50, hasNext: false } };
      }
      if (method === 'GET' && url.pathname === '/api/family/cases/7/music') return { body: { items: [], page: 1, pageSize: 50, hasNext: false } };
      if (method !== 'POST') return undefined;
      if (url.pathname.endsWith('/status/COMPLETE')) music = { ...music, status: 'COMPLETE' };
      else if (url.pathname.includes('/unassign/')) music = { ...music, assignees: [] };
      else if (url.pathname.includes('/assign/')) music = { ...music, assignees: [ELENA] };
      else return undefined;
      return { body: music };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/upload-music');
    const panel = await screen.findByRole('region', { name: 'Status and who has this task' });
    // The task's own work comes first (issue 43.6): the panel is the page's last part.
    const main = panel.parentElement!;
    expect(main.lastElementChild).toBe(panel);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Assign Elena Morales' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url === `/api/family/cases/7/tasks/${music.id}/assign/u-elena`)).toBe(true));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Take Elena Morales off this task' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url.endsWith(`/tasks/${music.id}/unassign/u-elena`))).toBe(true));
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as complete' }));
    await waitFor(() => expect(within(panel).getByText('Complete')).toBeInTheDocument());
  });

  it('has one approve action on an approval task: the page’s own, never a second in the panel', async () => {
    global.fetch = portalFetch().fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/review-obituary');
    const panel = await screen.findByRole('region', { name: 'Status and who has this task' });
    expect(within(panel).queryByRole('button', { name: /approve/i })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Ask for changes' })).toBeInTheDocument();
    expect(within(panel).getByText('Approving is done above, with the approve button: it completes this task.')).toBeInTheDocument();
  });

  it('offers a helper no approval, and says who can', async () => {
    global.fetch = portalFetch(undefined, { ...ROSA, access: 'HELPER' }).fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/review-obituary');
    const panel = await screen.findByRole('region', { name: 'Status and who has this task' });
    expect(within(panel).queryByRole('button', { name: /approve/i })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Ask for changes' })).toBeInTheDocument();
    expect(within(panel).getByText('Only the family’s primary contact can approve this, above on this page.')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Give this task to a family member')).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { keepsakeStore, renderContextAtom, sessionAtom } from '@keepsake/shared/store';
import { ELENA, ME, portalFetch, ROSA, TASKS } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

const where = () => screen.getByTestId('where').textContent;

describe('case hub and guards', () => {
  let fake: ReturnType<typeof portalFetch>;
  beforeEach(() => {
    fake = portalFetch();
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
  });

  it('corrects a wrong name to the canonical address, keeping the query', async () => {
    renderPortal('/family-portal/7/someone-else?from=mail');
    await waitFor(() => expect(where()).toBe('/family-portal/7/rosa-ines-morales?from=mail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrangements for Rosa Inés Morales' })).toBeInTheDocument();
  });

  it('puts every task at the centre, each with its status, who has it and a link to its page', async () => {
    renderPortal('/family-portal/7/rosa-ines-morales');
    const tasks = await screen.findByRole('region', { name: 'Tasks' });
    const items = await within(tasks).findAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(within(tasks).getByText('1 of 12 tasks complete')).toBeInTheDocument();
    const details = within(tasks).getByRole('link', { name: 'Add details' });
    expect(details).toHaveAttribute('href', '/family-portal/7/rosa-ines-morales/add-details');
    const photos = items.find((item) => within(item).queryByRole('link', { name: 'Share photos' }))!;
    expect(within(photos).getByText('Assigned to you and Elena Morales')).toBeInTheDocument();
    const obituary = items.find((item) => within(item).queryByRole('link', { name: 'Review the obituary' }))!;
    expect(within(obituary).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(items[items.length - 1]!).getByRole('link', { name: 'Statement and payment' })).toHaveAttribute(
      'href',
      '/family-portal/7/rosa-ines-morales/statement',
    );
    expect(screen.getByText(/Funeral Mass/)).toBeInTheDocument();
  });

  it('opens with the one next thing: the task of mine the home waits on, then what waits on someone else, named', async () => {
    const tasks = TASKS.map((task) => {
      if (task.kind === 'review-obituary') return { ...task, assignees: [{ id: ME.id, name: ME.name }] };
      if (task.kind === 'review-stationery') return { ...task, assignees: [ELENA] };
      return task;
    });
    global.fetch = portalFetch(undefined, ROSA, tasks).fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales');
    const next = await screen.findByRole('region', { name: 'Next for you' });
    // First on the page, before the person and the task list.
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(next);
    expect(within(next).getAllByRole('link')[0]).toHaveAccessibleName('Review the obituary');
    expect(within(next).getAllByRole('link')[0]).toHaveAttribute('href', '/family-portal/7/rosa-ines-morales/review-obituary');
    expect(within(next).getByText(/The funeral home is waiting for your approval/)).toBeInTheDocument();
    const waiting = within(next).getByRole('list');
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Review stationery: Elena Morales']);
  });

  it('says when nothing waits on me', async () => {
    const tasks = TASKS.map((task) => ({ ...task, assignees: [] }));
    global.fetch = portalFetch(undefined, ROSA, tasks).fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales');
    const next = await screen.findByRole('region', { name: 'Next for you' });
    expect(within(next).getByText('Nothing is waiting on you right now.')).toBeInTheDocument();
    expect(within(next).queryByRole('link')).toBeNull();
  });

  it('shows the service at the funeral home’s local time, whatever the reader’s zone', async () => {
    keepsakeStore.set(renderContextAtom, { company: { name: 'Harborview' }, settings: { timeZone: 'America/Chicago' } } as unknown as RenderContext);
    try {
      renderPortal('/family-portal/7/rosa-ines-morales');
      // 15:00 UTC on 27 November is 9:00 in Chicago (CST).
      expect(await screen.findByText('Friday, November 27, 2026 at 9:00 AM CST')).toHaveAttribute('datetime', '2026-11-27T15:00:00.000Z');
    } finally {
      keepsakeStore.set(renderContextAtom, null);
    }
  });

  it('links to the public memorial only once visitors can see it', async () => {
    const answer = (published: boolean) =>
      portalFetch((method, url) =>
        url.pathname === '/api/family/cases/7/obituary'
          ? {
              body: {
                text: '',
                status: 'APPROVED',
                revision: 1,
                updatedAt: '2026-11-22T10:00:00.000Z',
                updatedBy: null,
                approvedAt: null,
                publicPath: '/obituaries/42/rosa-ines-morales',
                published,
              },
            }
          : undefined,
      );
    const hidden = answer(false);
    global.fetch = hidden.fetchImpl as unknown as typeof fetch;
    const { unmount } = renderPortal('/family-portal/7/rosa-ines-morales');
    await screen.findByRole('region', { name: 'Tasks' });
    await waitFor(() => expect(hidden.calls.some((call) => call.url.endsWith('/obituary'))).toBe(true));
    expect(screen.queryByRole('link', { name: 'See the public memorial' })).toBeNull();
    unmount();

    global.fetch = answer(true).fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales');
    expect(await screen.findByRole('link', { name: 'See the public memorial' })).toHaveAttribute('href', '/obituaries/42/rosa-ines-morales');
  });

  it('is a 404 for a case that is not mine and for a non-numeric id', async () => {
    renderPortal('/family-portal/8/harold');
    expect(await screen.findByText('Page error 404')).toBeInTheDocument();
    renderPortal('/family-portal/abc/harold');
    expect(await screen.findAllByText('Page error 404')).not.toHaveLength(0);
  });

  it('sends a signed-out visit to login with the address and query kept, any letter case', async () => {
    renderPortal('/Family-Portal/7/rosa-ines-morales/add-details?group=family', { status: 'unauthenticated' });
    await waitFor(() => expect(where()).toMatch(/^\/family-portal\/login\?/));
    const params = new URLSearchParams(where()!.split('?')[1]);
    expect(params.get('group')).toBe('family');
    expect(params.get('redirectTo')).toBe('/Family-Portal/7/rosa-ines-morales/add-details?group=family');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the Family Portal' })).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url.startsWith('/api/family/cases'))).toEqual([]);
  });

  it('holds while the session loads, then admits', async () => {
    renderPortal('/family-portal/7/rosa-ines-morales', { status: 'loading' });
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
    expect(where()).toBe('/family-portal/7/rosa-ines-morales');
    act(() =>
      keepsakeStore.set(sessionAtom, {
        status: 'authenticated',
        user: { id: 'u-jordan', name: 'Jordan Morales', email: 'family@willowbrook.test', role: 'family' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: `Arrangements for ${ROSA.fullName}` })).toBeInTheDocument();
  });

  it('sends a signed-in visit to login on to the portal', async () => {
    renderPortal('/family-portal/login');
    // One case: the home page goes straight to it.
    await waitFor(() => expect(where()).toBe('/family-portal/7/rosa-ines-morales'));
  });

  it('signs out: session cleared, on the login page', async () => {
    fake = portalFetch((method, url) => (url.pathname === '/api/auth/sign-out' ? { body: { success: true } } : undefined));
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(where()).toBe('/family-portal/login'));
    expect(keepsakeStore.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
  });
});

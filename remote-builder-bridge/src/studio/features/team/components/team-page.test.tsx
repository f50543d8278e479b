import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffInvitation, StaffTeam } from '@keepsake/shared/contract';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi } from '../../../testing/studio-api';

const STAFF = { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'staff' as const };
const TEAM: StaffTeam = {
  you: 'OWNER',
  members: [
    { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'OWNER', isYou: true },
    { id: 's2', name: 'Sam Carter', email: 'sam@example.test', role: 'STAFF', isYou: false },
  ],
  invitations: [],
};

describe('the team', () => {
  // One page-wide cache: each test starts from an empty one.
  beforeEach(() => queryClient.clear());

  it('lets an owner invite (with the API’s field message) and remove a colleague', async () => {
    const taken = 'This email address already has an account. Please invite another address.';
    const calls = serveApi((method, path, body) => {
      if (method === 'GET' && path === '/api/staff/team') return { body: TEAM };
      if (method === 'POST' && path === '/api/staff/team/invitations') {
        return (body as { email: string }).email === 'taken@example.test'
          ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: taken, fieldErrors: { email: taken } } }
          : { status: 201, body: { email: 'new@example.test', resent: false } };
      }
      if (method === 'DELETE' && path === '/api/staff/team/members/s2') return { status: 204 };
      return undefined;
    });
    renderStudioAt('/studio/team', { user: STAFF });
    expect(await screen.findByText(/Sam Carter \(sam@example.test\) · Staff/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Their name/), 'Alex Reyes');
    await userEvent.type(screen.getByLabelText(/^Their email/), 'taken@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Their email/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam Carter' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/staff/team/members/s2')).toBe(true);
  });

  it('offers staff who are not owners no invitation form', async () => {
    serveApi((method, path) => (method === 'GET' && path === '/api/staff/team' ? { body: { ...TEAM, you: 'STAFF' } } : undefined));
    renderStudioAt('/studio/team', { user: { ...STAFF, id: 's2' } });
    expect(await screen.findByText('Only an owner of the funeral home invites and removes staff.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('lets an invited colleague join outside the staff gate', async () => {
    const invitation: StaffInvitation = { name: 'Sam', email: 'sam@example.test', role: 'STAFF', homeName: 'Willowbrook', status: 'PENDING' };
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path.startsWith('/api/staff/invitation/')) return { body: invitation };
      if (method === 'POST' && path === '/api/staff/signup') return { status: 201, body: { name: 'Sam Carter', role: 'STAFF' } };
      if (method === 'GET' && path === '/api/auth/session') return { body: { user: STAFF } };
      return undefined;
    });
    renderStudioAt('/studio/join/abcdefghijklmnopqrstuvwxyz', { user: null });
    expect(await screen.findByText('sam@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Your name/), 'Sam Carter');
    await userEvent.type(screen.getByLabelText(/^Choose a password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(calls.some((call) => call.path === '/api/staff/signup')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Choose a password/), '-but-long-now');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(calls.find((call) => call.path === '/api/staff/signup')?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      name: 'Sam Carter',
      password: 'short-but-long-now',
    });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderContext } from '@keepsake/shared/contract/website';
import type { StaffInvitation, StaffTeam } from '@keepsake/shared/contract/staff';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi } from '../../../testing/studio-api';

const STAFF = { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'staff' as const };
const TEAM: StaffTeam = {
  you: 'OWNER',
  members: [
    { id: 'o1', name: 'Dana Owner', email: 'dana@example.test', role: 'OWNER', isYou: true, roleChange: null },
    { id: 's2', name: 'Sam Carter', email: 'sam@example.test', role: 'STAFF', isYou: false, roleChange: null },
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

  it('lets an owner change a colleague’s role, shows the API’s refusal, and who changed it', async () => {
    const lastOwner = 'The home must keep an owner. Make someone else an owner first.';
    let team: StaffTeam = TEAM;
    const calls = serveApi((method, path, body) => {
      if (method === 'GET' && path === '/api/staff/team') return { body: team };
      if (method === 'PUT' && path === '/api/staff/team/members/s2/role') {
        const { role } = body as { role: 'OWNER' | 'MANAGER' | 'STAFF' };
        if (role === 'OWNER') return { status: 409, body: { statusCode: 409, error: 'Conflict', message: lastOwner } };
        const changed = { ...TEAM.members[1]!, role, roleChange: { from: 'STAFF' as const, by: 'Dana Owner', at: '2026-11-27T22:47:00.000Z' } };
        team = { ...TEAM, members: [TEAM.members[0]!, changed] };
        return { body: changed };
      }
      return undefined;
    });
    const context = { company: { name: 'Willowbrook' }, locations: [], settings: { timeZone: 'America/New_York' } } as unknown as RenderContext;
    renderStudioAt('/studio/team', { user: STAFF, context });
    const role = await screen.findByLabelText('Role of Sam Carter');
    expect(role).toHaveValue('STAFF');
    // No control changes your own role.
    expect(screen.queryByLabelText('Role of Dana Owner')).toBeNull();
    await userEvent.selectOptions(role, 'OWNER');
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(lastOwner)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role of Sam Carter'), 'MANAGER');
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(/Sam Carter \(sam@example.test\) · Manager/)).toBeInTheDocument();
    // Who changed it, on the home's clock with its zone (the test home is in New York).
    expect(screen.getByText(/Changed from Staff by Dana Owner, November 27, 2026 at 5:47 PM EST/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ role: 'OWNER' }, { role: 'MANAGER' }]);
  });

  it('offers staff who are not owners no invitation form', async () => {
    serveApi((method, path) => (method === 'GET' && path === '/api/staff/team' ? { body: { ...TEAM, you: 'STAFF' } } : undefined));
    renderStudioAt('/studio/team', { user: { ...STAFF, id: 's2' } });
    expect(await screen.findByText('Only an owner of the funeral home invites and removes staff and changes their roles.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
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
    // The name the owner invited them by is filled in; they may correct it.
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Sam');
    await userEvent.type(screen.getByLabelText(/^Your name/), ' Carter');
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

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskCaseDetail } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { DESK_CASE } from '../../../testing/desk-case';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const CONTEXT = { company: { name: 'Willowbrook' }, locations: [] } as unknown as RenderContext;
const BY_PHONE: DeskCaseDetail = { ...DESK_CASE, contactPhone: '555-0134', contactWithoutEmail: { name: 'Nora Hughes', relationship: 'Daughter' } };

describe('a family reached by phone only (issue 36.5)', () => {
  beforeEach(() => queryClient.clear());

  it('creates the case with a phone and no email, and says no invitation was sent', async () => {
    const calls = serveApi((method, path) => {
      if (method === 'POST' && path === '/api/staff/cases') return { status: 201, body: BY_PHONE };
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: BY_PHONE };
      return undefined;
    });
    renderStudioAt('/studio/cases/new', { user: STAFF, context: CONTEXT });
    await userEvent.type(await screen.findByLabelText(/^Full name/), 'Walter Hughes');
    await userEvent.type(screen.getByLabelText(/^Their name/), 'Nora Hughes');
    await userEvent.type(screen.getByLabelText(/^Relationship/), 'Daughter');
    // Neither an email nor a phone: the form says what it needs, at the email.
    await userEvent.click(screen.getByRole('button', { name: 'Create case' }));
    expect(await screen.findByText('Please give their email or their phone')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Their email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Their phone/), '555-0134');
    await userEvent.click(screen.getByRole('button', { name: 'Create case' }));
    expect(await screen.findByRole('heading', { name: 'Walter Hughes', level: 2 })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ contactName: 'Nora Hughes', contactEmail: '', contactPhone: '555-0134' });
    expect(await screen.findByText(/Not invited yet: no email\./)).toBeInTheDocument();
  });

  it('invites the contact from the case page once they give an email', async () => {
    let detail = BY_PHONE;
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: detail };
      if (method === 'POST' && path === '/api/family/cases/8/invite') {
        detail = {
          ...BY_PHONE,
          contactWithoutEmail: null,
          invitations: [
            { name: 'Nora Hughes', email: 'nora@example.com', role: 'PRIMARY', expiresAt: '2026-12-10T10:00:00.000Z', accepted: false, revoked: false },
          ],
        };
        return { status: 201, body: { email: 'nora@example.com', resent: false, expiresAt: '2026-12-10T10:00:00.000Z' } };
      }
      return undefined;
    });
    renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });
    expect(await screen.findByText('Primary contact: Nora Hughes (Daughter), phone 555-0134. Not invited yet: no email.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nora Hughes’s email/), 'nora@');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nora Hughes’s email/), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('cell', { name: 'nora@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the invitation' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nora@example.com',
      name: 'Nora Hughes',
      relationship: 'Daughter',
      role: 'PRIMARY',
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDetail, MemberList } from '@keepsake/shared/contract/case';
import { MEMBERS, ROSA, servePortal } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };
const ANA = 'ana.ruiz@example.com';
const RESEND = `/api/family/cases/${ROSA.id}/invitations/resend`;
const REVOKE = `/api/family/cases/${ROSA.id}/invitations/revoke`;

// The members list answers what the invitations now are, so the page shows what the API says.
function serveMembers(
  state: { ana: 'INVITED' | 'REVOKED' },
  answers: Partial<Record<string, { status: number; body: unknown }>> = {},
  caseDetail: CaseDetail = ROSA,
) {
  return servePortal((method, url) => {
    if (url.pathname === `/api/family/cases/${ROSA.id}/members`) {
      const list: MemberList = { items: MEMBERS.items.map((item) => (item.email === ANA ? { ...item, status: state.ana } : item)) };
      return { body: list };
    }
    if (method === 'POST' && (url.pathname === RESEND || url.pathname === REVOKE)) {
      const refused = answers[url.pathname];
      if (refused) return refused;
      if (url.pathname === REVOKE) state.ana = 'REVOKED';
      return { body: { email: ANA, status: url.pathname === REVOKE ? 'REVOKED' : 'INVITED', expiresAt: '2026-12-10T10:00:00.000Z' } };
    }
    return undefined;
  }, caseDetail);
}

const anaRow = async () => (await screen.findByText('Ana Ruiz', {}, SLOW)).closest('li')!;

describe('resending and revoking invitations on the members page', () => {
  it('resends and says so in the row', async () => {
    const calls = serveMembers({ ana: 'INVITED' }, {});
    renderPortal('/family-portal/7/rosa-ines-morales/family');
    const row = await anaRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Resend the invitation to Ana Ruiz' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(`A new invitation link was sent to ${ANA}`);
    expect(calls.find((call) => call.url === RESEND)?.body).toEqual({ email: ANA });
  });

  it('shows the field message of a refused resend', async () => {
    const tooSoon = 'An invitation was sent to this address less than a minute ago. Please wait a minute before sending it again.';
    serveMembers(
      { ana: 'INVITED' },
      { [RESEND]: { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: tooSoon, fieldErrors: { email: tooSoon } } } },
    );
    renderPortal('/family-portal/7/rosa-ines-morales/family');
    const row = await anaRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Resend the invitation to Ana Ruiz' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(tooSoon);
  });

  it('asks before revoking; keeping it sends nothing; confirming revokes and the list says revoked', async () => {
    const calls = serveMembers({ ana: 'INVITED' });
    renderPortal('/family-portal/7/rosa-ines-morales/family');
    const row = await anaRow();
    const revoke = within(row).getByRole('button', { name: 'Revoke the invitation to Ana Ruiz' });
    await userEvent.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation to Ana Ruiz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url === REVOKE)).toBe(false);
    expect(revoke).toHaveFocus();

    // Keyboard only: Enter opens the dialog, the confirm button revokes.
    revoke.focus();
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation to Ana Ruiz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await within(await anaRow()).findByText('Invitation revoked')).toBeInTheDocument();
    const status = within(await anaRow()).getByRole('status');
    expect(status).toHaveTextContent(`The invitation to ${ANA} was revoked`);
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(await anaRow()).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(calls.find((call) => call.url === REVOKE)?.body).toEqual({ email: ANA });
  });

  it('offers no Resend or Revoke to a helper', async () => {
    serveMembers({ ana: 'INVITED' }, {}, { ...ROSA, access: 'HELPER' });
    renderPortal('/family-portal/7/rosa-ines-morales/family');
    const row = await anaRow();
    expect(within(row).getByText('Invited, not joined yet')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

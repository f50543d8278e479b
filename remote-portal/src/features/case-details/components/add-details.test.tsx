import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDetails } from '@keepsake/shared/contract';
import { portalFetch } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

const DETAILS: CaseDetails = { groups: { name: { fullName: 'Rosa Inés Morales', preferredName: '' } }, updatedAt: null };

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };

describe('add details', () => {
  it('saves one group; a failed save keeps what was typed and a refused field shows its message', async () => {
    let attempt = 0;
    const fake = portalFetch((method, url, body) => {
      if (!url.pathname.endsWith('/case-details')) return undefined;
      if (method === 'GET') return { body: DETAILS };
      attempt += 1;
      if (attempt === 1) return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Down' } };
      if (attempt === 2) {
        return {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'Check', fieldErrors: { 'values.birthPlace': 'Cannot exceed 120 characters' } },
        };
      }
      const { group, values } = body as { group: string; values: Record<string, string> };
      return { body: { groups: { ...DETAILS.groups, [group]: values }, updatedAt: '2026-11-23T10:00:00.000Z' } };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/add-details');

    expect(await screen.findByRole('textbox', { name: /^Full name/ }, SLOW)).toHaveValue('Rosa Inés Morales');
    const birth = screen.getByRole('region', { name: 'Birth' });
    await userEvent.type(within(birth).getByRole('textbox', { name: /^Date of birth/ }), '19410314');
    expect(within(birth).getByRole('textbox', { name: /^Date of birth/ })).toHaveValue('1941-03-14');
    await userEvent.type(within(birth).getByRole('textbox', { name: /^Place of birth/ }), 'Ponce');
    expect(within(birth).getByText('Not saved yet')).toBeInTheDocument();

    await userEvent.click(within(birth).getByRole('button', { name: 'Save birth' }));
    expect(await within(birth).findByRole('alert')).toHaveTextContent('What you typed is still here');
    expect(within(birth).getByRole('textbox', { name: /^Place of birth/ })).toHaveValue('Ponce');

    await userEvent.click(within(birth).getByRole('button', { name: 'Save birth' }));
    expect(await within(birth).findByText('Cannot exceed 120 characters')).toBeInTheDocument();
    expect(within(birth).getByRole('textbox', { name: /^Place of birth/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(birth).getByRole('button', { name: 'Save birth' }));
    await waitFor(() => expect(within(birth).queryByText('Not saved yet')).toBeNull());
    const saved = fake.calls.filter((call) => call.method === 'POST').pop();
    expect(saved?.body).toEqual({ group: 'birth', values: { birthDate: '1941-03-14', birthPlace: 'Ponce' } });
  });

  it('checks a required field before sending, with the SPEC §5 message', async () => {
    const fake = portalFetch((method, url) => (url.pathname.endsWith('/case-details') && method === 'GET' ? { body: DETAILS } : undefined));
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/add-details');
    const fullName = await screen.findByRole('textbox', { name: /^Full name/ }, SLOW);
    await userEvent.clear(fullName);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDetails } from '@keepsake/shared/contract/case';
import { portalFetch } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// What the API answers before the family saved anything: the case's own name and dates (issue 24 §6).
const DETAILS: CaseDetails = {
  groups: {
    name: { fullName: 'Rosa Inés Morales', preferredName: '' },
    birth: { birthDate: '1941-03-14', birthPlace: '' },
    death: { deathDate: '2026-11-21', deathPlace: '' },
  },
  updatedAt: null,
};

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };

describe('add details', () => {
  it('shows what the case has, saves the changed groups with one Save, keeps typing on a failure and shows a refused field', async () => {
    let attempt = 0;
    const fake = portalFetch((method, url, body) => {
      if (!url.pathname.endsWith('/case-details')) return undefined;
      if (method === 'GET') return { body: DETAILS };
      attempt += 1;
      if (attempt === 1) return { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Down' } };
      if (attempt === 2) {
        return {
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'Check', fieldErrors: { 'groups.birth.birthPlace': 'Cannot exceed 120 characters' } },
        };
      }
      const { groups } = body as { groups: Record<string, Record<string, string>> };
      return { body: { groups: { ...DETAILS.groups, ...groups }, updatedAt: '2026-11-23T10:00:00.000Z' } };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/add-details');

    expect(await screen.findByRole('textbox', { name: /^Full name/ }, SLOW)).toHaveValue('Rosa Inés Morales');
    const birth = screen.getByRole('region', { name: 'Birth' });
    // The birth date the case already has is in the form (it was blank before issue 24).
    expect(within(birth).getByRole('textbox', { name: /^Date of birth/ })).toHaveValue('1941-03-14');
    expect(screen.getByRole('textbox', { name: /^Date of death/ })).toHaveValue('2026-11-21');
    // One Save for the whole page.
    expect(screen.getAllByRole('button', { name: /^Save/ })).toHaveLength(1);

    await userEvent.type(within(birth).getByRole('textbox', { name: /^Place of birth/ }), 'Ponce');
    await userEvent.type(screen.getByRole('textbox', { name: /^Occupation/ }), 'Teacher');
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save details' });

    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('What you typed is still here');
    expect(within(birth).getByRole('textbox', { name: /^Place of birth/ })).toHaveValue('Ponce');

    await userEvent.click(save);
    expect(await within(birth).findByText('Cannot exceed 120 characters')).toBeInTheDocument();
    expect(within(birth).getByRole('textbox', { name: /^Place of birth/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Occupation/ })).toHaveValue('Teacher');

    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByText('Not saved yet')).toBeNull());
    const saved = fake.calls.filter((call) => call.method === 'PUT').pop();
    // Only the groups the family changed, together.
    expect(saved?.body).toEqual({
      groups: {
        birth: { birthDate: '1941-03-14', birthPlace: 'Ponce' },
        work: { occupation: 'Teacher', employer: '', career: '' },
      },
    });
    expect(within(birth).getByRole('textbox', { name: /^Place of birth/ })).toHaveValue('Ponce');
  });

  it('checks a required field before sending, with the SPEC §5 message', async () => {
    const fake = portalFetch((method, url) => (url.pathname.endsWith('/case-details') && method === 'GET' ? { body: DETAILS } : undefined));
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/add-details');
    const fullName = await screen.findByRole('textbox', { name: /^Full name/ }, SLOW);
    await userEvent.clear(fullName);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'PUT' || call.method === 'POST')).toEqual([]);
  });

  // Issue 36 §4: a case made from a plan opens with the plan's answers in the form (the API filled the groups).
  it('shows a plan’s answers prefilled, the wishes and their own words included', async () => {
    const fromPlan: CaseDetails = {
      groups: {
        ...DETAILS.groups,
        name: { fullName: 'Rosa Inés Morales', preferredName: 'Birdie' },
        family: { father: '', mother: '', spouse: 'Walter Calloway', children: 'June Calloway\nPeter Calloway' },
        wishes: { disposition: 'Cremation', serviceWishes: 'Ella Fitzgerald, and lilies', ownWords: 'Tell them I read every book twice.' },
      },
      updatedAt: '2026-11-23T10:00:00.000Z',
    };
    const fake = portalFetch((method, url) => (url.pathname.endsWith('/case-details') && method === 'GET' ? { body: fromPlan } : undefined));
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/add-details');
    expect(await screen.findByRole('textbox', { name: /^Known as/ }, SLOW)).toHaveValue('Birdie');
    expect(screen.getByRole('textbox', { name: /^Children/ })).toHaveValue('June Calloway\nPeter Calloway');
    const wishes = screen.getByRole('region', { name: 'Wishes' });
    expect(within(wishes).getByRole('textbox', { name: /^Preferred arrangement/ })).toHaveValue('Cremation');
    expect(within(wishes).getByRole('textbox', { name: /^Wishes for the service/ })).toHaveValue('Ella Fitzgerald, and lilies');
    expect(within(wishes).getByRole('textbox', { name: /^In their own words/ })).toHaveValue('Tell them I read every book twice.');
    // Prefilled is not changed: nothing waits to be saved.
    expect(screen.queryByText('Not saved yet')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskCaseDetail } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { DESK_CASE } from '../testing/desk-case';
import { renderStudioAt, serveApi, STAFF } from '../testing/studio-api';

const CONTEXT = { company: { name: 'Willowbrook' }, locations: [] } as unknown as RenderContext;

describe('the deceased’s name in parts (issue 36.5)', () => {
  beforeEach(() => queryClient.clear());

  it('fills the parts from the full name, and writes the full name from corrected parts', async () => {
    const calls = serveApi((method, path) => {
      if (method === 'POST' && path === '/api/staff/cases') return { status: 201, body: DESK_CASE };
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: DESK_CASE };
      return undefined;
    });
    renderStudioAt('/studio/cases/new', { user: STAFF, context: CONTEXT });
    await userEvent.type(await screen.findByLabelText(/^Full name/), 'John Paul Van Smith Jr.');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('John');
    expect(screen.getByLabelText(/^Middle name/)).toHaveValue('Paul Van');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Smith');
    expect(screen.getByLabelText(/^Suffix/)).toHaveValue('Jr.');
    // A two-word last name: corrected in the parts, the full name follows.
    await userEvent.clear(screen.getByLabelText(/^Middle name/));
    await userEvent.type(screen.getByLabelText(/^Middle name/), 'Paul');
    await userEvent.clear(screen.getByLabelText(/^Last name/));
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Van Smith');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('John Paul Van Smith Jr.');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Van Smith');
    await userEvent.type(screen.getByLabelText(/^Their name/), 'Nora Smith');
    await userEvent.type(screen.getByLabelText(/^Their email/), 'nora@example.com');
    await userEvent.type(screen.getByLabelText(/^Relationship/), 'Daughter');
    await userEvent.click(screen.getByRole('button', { name: 'Create case and invite' }));
    await screen.findByRole('heading', { name: 'Walter Hughes', level: 2 });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      fullName: 'John Paul Van Smith Jr.',
      firstName: 'John',
      middleName: 'Paul',
      lastName: 'Van Smith',
      suffix: 'Jr.',
    });
  });

  it('edits the parts a case has', async () => {
    const detail: DeskCaseDetail = {
      ...DESK_CASE,
      fullName: 'Walter Hughes',
      nameParts: { firstName: 'Walter', middleName: '', lastName: 'Hughes', suffix: '' },
    };
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: detail };
      if (method === 'PUT' && path === '/api/staff/cases/8') return { body: { ...detail, fullName: 'Walter Hughes Sr.' } };
      return undefined;
    });
    renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit facts' }));
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Hughes');
    await userEvent.type(screen.getByLabelText(/^Suffix/), 'Sr.');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Walter Hughes Sr.');
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await screen.findByRole('button', { name: 'Edit facts' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      fullName: 'Walter Hughes Sr.',
      firstName: 'Walter',
      lastName: 'Hughes',
      suffix: 'Sr.',
    });
  });
});

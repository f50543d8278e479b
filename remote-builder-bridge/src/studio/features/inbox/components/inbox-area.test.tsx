import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxDetail, InboxList } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const CONTEXT = { company: { name: 'Willowbrook' }, locations: [{ id: 'loc-main', name: 'Main Chapel' }] } as unknown as RenderContext;
const PLAN = {
  id: 'plan-abc',
  source: 'PLAN',
  kind: 'AT_NEED',
  from: 'Clara Whitfield',
  about: 'Edwin Whitfield',
  receivedAt: '2026-11-25T10:00:00.000Z',
  status: 'NEW',
  assignee: null,
  caseId: null,
} as const;
const MESSAGE = {
  ...PLAN,
  id: 'contact-xyz',
  source: 'CONTACT',
  kind: null,
  from: 'Tom Reyes',
  about: 'Saturday visitations?',
  status: 'IN_PROGRESS',
} as const;
const LIST: InboxList = { items: [MESSAGE, PLAN], page: 1, hasNext: false };
const DETAIL: InboxDetail = {
  ...PLAN,
  answers: [
    { label: 'Contact Information: First name', value: 'Clara' },
    { label: 'Decedent Details: First name', value: 'Edwin' },
  ],
  casePrefill: {
    fullName: 'Edwin Whitfield',
    birthDate: '1941-03-09',
    deathDate: '2026-11-20',
    kind: 'AT_NEED',
    contactName: 'Clara Whitfield',
    contactEmail: 'clara@example.com',
    contactRelationship: 'Daughter',
    contactPhone: '(555) 222-3344',
  },
  staff: [
    { id: 's1', name: 'Dana Staff' },
    { id: 's2', name: 'Eli Owner' },
  ],
};
const CASE = {
  id: 9,
  fullName: 'Edwin Whitfield',
  nameSlug: 'edwin-whitfield',
  birthDate: '1941-03-09',
  deathDate: '2026-11-20',
  kind: 'AT_NEED',
  closed: false,
  createdAt: '2026-11-25T11:00:00.000Z',
  locationId: null,
  members: [],
  invitations: [],
  tasks: [],
};

const renderAt = (path: string) => renderStudioAt(path, { user: STAFF, context: CONTEXT });

describe('the staff inbox', () => {
  beforeEach(() => queryClient.clear());

  it('lists plans and messages newest first with status and who has it, filtered by status', async () => {
    const calls = serveApi((method, path) => (method === 'GET' && path === '/api/staff/inbox' ? { body: LIST } : undefined));
    renderAt('/studio/inbox');
    expect(await screen.findByRole('link', { name: 'Tom Reyes' })).toHaveAttribute('href', '/studio/inbox/contact-xyz');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('In progress')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Plan, at-need')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nobody yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Done');
    expect(calls.at(-1)?.search).toContain('status=DONE');
  });

  it('pages through the inbox with the desk’s shared pager, back to page 1 on a new filter', async () => {
    const calls = serveApi((method, path, _body, search = '') =>
      method === 'GET' && path === '/api/staff/inbox'
        ? { body: { ...LIST, page: search.includes('page=2') ? 2 : 1, hasNext: !search.includes('page=2') } }
        : undefined,
    );
    renderAt('/studio/inbox');
    const pager = await screen.findByRole('navigation', { name: 'Pages of the inbox' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await within(pager).findByText('Page 2')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toContain('page=2');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'New');
    expect(calls.at(-1)?.search).toMatch(/status=NEW&page=1|page=1&status=NEW/);
  });

  it('opens a plan, reads the answers, and saves status and who has it', async () => {
    let current: InboxDetail = DETAIL;
    const calls = serveApi((method, path, body) => {
      if (path !== '/api/staff/inbox/plan-abc') return undefined;
      if (method === 'PUT') current = { ...DETAIL, status: (body as { status: 'IN_PROGRESS' }).status, assignee: { id: 's2', name: 'Eli Owner' } };
      return { body: current };
    });
    renderAt('/studio/inbox/plan-abc');
    expect(await screen.findByRole('heading', { level: 2, name: 'At-need plan from Clara Whitfield' })).toBeInTheDocument();
    expect(screen.getByText('Decedent Details: First name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn into a case' })).toHaveAttribute('href', '/studio/inbox/plan-abc/case');
    await userEvent.selectOptions(screen.getByLabelText(/^Status/), 'In progress');
    await userEvent.selectOptions(screen.getByLabelText('Who has it'), 'Eli Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Eli Owner has it/);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'IN_PROGRESS', assigneeId: 's2' });
  });

  it('shows the API’s field message when the assignee is refused', async () => {
    const REFUSED = 'Please choose a member of this funeral home’s staff';
    serveApi((method, path) => {
      if (path !== '/api/staff/inbox/plan-abc') return undefined;
      if (method === 'PUT') return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: REFUSED, fieldErrors: { assigneeId: REFUSED } } };
      return { body: DETAIL };
    });
    renderAt('/studio/inbox/plan-abc');
    await userEvent.selectOptions(await screen.findByLabelText('Who has it'), 'Eli Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
  });

  it('turns a plan into a case: the form starts from the answers, creates through the cases desk, links the item', async () => {
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/inbox/plan-abc') return { body: DETAIL };
      if (method === 'POST' && path === '/api/staff/cases') return { status: 201, body: CASE };
      if (method === 'POST' && path === '/api/staff/inbox/plan-abc/case') return { body: { ...DETAIL, status: 'DONE', caseId: 9 } };
      if (method === 'GET' && path === '/api/staff/cases/9') return { body: CASE };
      if (method === 'GET' && path === '/api/staff/cases/9/obituary') return { body: { textStatus: 'NONE', published: false, publicPath: null } };
      return undefined;
    });
    renderAt('/studio/inbox/plan-abc/case');
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Edwin Whitfield');
    expect(screen.getByLabelText(/^Their email/)).toHaveValue('clara@example.com');
    expect(screen.getByLabelText(/^Date of death/)).toHaveValue('2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Create case and invite' }));
    expect(await screen.findByRole('heading', { name: 'Edwin Whitfield', level: 2 })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/staff/cases' && call.method === 'POST')?.body).toMatchObject({
      fullName: 'Edwin Whitfield',
      contactName: 'Clara Whitfield',
      contactRelationship: 'Daughter',
      kind: 'AT_NEED',
    });
    expect(calls.find((call) => call.path === '/api/staff/inbox/plan-abc/case')?.body).toEqual({ caseId: 9 });
    // Create and link are one write, which names the inbox as changed: the item is read again (now linked).
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/staff/inbox/plan-abc')).toHaveLength(2);
  });

  it('turns a contact message into a case: its sender is the contact, staff add who died', async () => {
    const MESSAGE_DETAIL: InboxDetail = {
      ...MESSAGE,
      answers: [{ label: 'Message', value: 'My father died this morning.' }],
      casePrefill: {
        fullName: '',
        birthDate: '',
        deathDate: '',
        kind: 'AT_NEED',
        contactName: 'Tom Reyes',
        contactEmail: 'tom@example.com',
        contactRelationship: '',
        contactPhone: '(555) 404-1212',
      },
      staff: [],
    };
    const calls = serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/inbox/contact-xyz') return { body: MESSAGE_DETAIL };
      if (method === 'POST' && path === '/api/staff/cases') return { status: 201, body: { ...CASE, fullName: 'Luis Reyes' } };
      if (method === 'POST' && path === '/api/staff/inbox/contact-xyz/case') return { body: { ...MESSAGE_DETAIL, status: 'DONE', caseId: 9 } };
      if (method === 'GET' && path === '/api/staff/cases/9') return { body: { ...CASE, fullName: 'Luis Reyes' } };
      return undefined;
    });
    renderAt('/studio/inbox/contact-xyz');
    await userEvent.click(await screen.findByRole('link', { name: 'Turn into a case' }));
    expect(await screen.findByLabelText(/^Their name/)).toHaveValue('Tom Reyes');
    expect(screen.getByLabelText(/^Their email/)).toHaveValue('tom@example.com');
    expect(screen.getByLabelText(/^Their phone/)).toHaveValue('(555) 404-1212');
    expect(screen.getByRole('link', { name: 'Back to the message' })).toHaveAttribute('href', '/studio/inbox/contact-xyz');

    // The same form's own checks: who died and the relationship are asked for, a phone must look like one.
    await userEvent.clear(screen.getByLabelText(/^Their phone/));
    await userEvent.type(screen.getByLabelText(/^Their phone/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Create case and invite' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText(/^Their phone/)).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid format'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Full name/), 'Luis Reyes');
    await userEvent.type(screen.getByLabelText(/^Relationship/), 'Son');
    await userEvent.clear(screen.getByLabelText(/^Their phone/));
    await userEvent.type(screen.getByLabelText(/^Their phone/), '(555) 404-1212');
    await userEvent.click(screen.getByRole('button', { name: 'Create case and invite' }));
    expect(await screen.findByRole('heading', { name: 'Luis Reyes', level: 2 })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/staff/cases' && call.method === 'POST')?.body).toMatchObject({
      fullName: 'Luis Reyes',
      contactName: 'Tom Reyes',
      contactEmail: 'tom@example.com',
      contactPhone: '(555) 404-1212',
      contactRelationship: 'Son',
    });
    expect(calls.find((call) => call.path === '/api/staff/inbox/contact-xyz/case')?.body).toEqual({ caseId: 9 });
  });
});

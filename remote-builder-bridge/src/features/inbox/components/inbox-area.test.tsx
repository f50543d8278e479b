import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxDetail, InboxList, RenderContext } from '@keepsake/shared/contract';
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
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskCaseDetail, DeskCaseList } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const CONTEXT = { company: { name: 'Willowbrook' }, locations: [{ id: 'loc-main', name: 'Main Chapel' }] } as unknown as RenderContext;
const ROSA = {
  id: 7,
  fullName: 'Rosa Morales',
  nameSlug: 'rosa-morales',
  birthDate: '1941-03-14',
  deathDate: '2026-11-20',
  kind: 'AT_NEED',
  closed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
} as const;
const LIST: DeskCaseList = { items: [ROSA], page: 1, pageSize: 20, hasNext: false };
const DETAIL: DeskCaseDetail = {
  ...ROSA,
  id: 8,
  fullName: 'Walter Hughes',
  nameSlug: 'walter-hughes',
  locationId: 'loc-main',
  members: [],
  invitations: [{ name: 'Nora Hughes', email: 'nora@example.com', role: 'PRIMARY', expiresAt: '2026-12-10T10:00:00.000Z', accepted: false, revoked: false }],
  tasks: [{ kind: 'add-details', status: 'NOT_STARTED' }],
};
const DUPLICATE = 'A case with this name and these dates already exists. Check the list, or confirm to create it anyway.';

const renderAt = (path: string) => renderStudioAt(path, { user: STAFF, context: CONTEXT });

describe('the desk’s cases', () => {
  // One page-wide cache: each test starts from an empty one.
  beforeEach(() => queryClient.clear());

  it('lists, searches and filters the home’s cases, Cases first in the staff navigation', async () => {
    const calls = serveApi((method, path) => (method === 'GET' && path === '/api/staff/cases' ? { body: LIST } : undefined));
    renderAt('/studio/cases');
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cases', 'Inbox', 'Website', 'Obituaries', 'Team', 'Keepsakes', 'Catalogue', 'Orders', 'Notifications']);
    expect(await screen.findByRole('link', { name: 'Rosa Morales' })).toHaveAttribute('href', '/studio/cases/7');
    await userEvent.type(screen.getByLabelText('Search by name'), 'ro');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Closed');
    expect(calls.at(-1)?.search).toContain('filter=CLOSED');
    expect(calls.some((call) => call.search.includes('search=ro'))).toBe(true);
  });

  it('creates a case: the form’s own checks, the API’s duplicate warning, then the case page', async () => {
    let confirmed = false;
    const calls = serveApi((method, path, body) => {
      if (method === 'POST' && path === '/api/staff/cases') {
        confirmed = (body as { confirmDuplicate?: boolean }).confirmDuplicate === true;
        return confirmed
          ? { status: 201, body: DETAIL }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: DUPLICATE, fieldErrors: { fullName: DUPLICATE } } };
      }
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: DETAIL };
      return undefined;
    });
    renderAt('/studio/cases/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create case' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Full name/), 'Walter Hughes');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Main Chapel');
    await userEvent.type(screen.getByLabelText(/^Their name/), 'Nora Hughes');
    await userEvent.type(screen.getByLabelText(/^Their email/), 'nora@example.com');
    await userEvent.type(screen.getByLabelText(/^Relationship/), 'Daughter');
    await userEvent.click(screen.getByRole('button', { name: 'Create case and invite' }));
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/create the case anyway/));
    await userEvent.click(screen.getByRole('button', { name: 'Create case and invite' }));
    expect(await screen.findByRole('heading', { name: 'Walter Hughes', level: 2 })).toBeInTheDocument();
    expect(confirmed).toBe(true);
    expect(screen.getByText('Main Chapel')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'nora@example.com' })).toBeInTheDocument();
    // Inviting more of the family is the portal's family page, which staff may lead.
    expect(screen.getByRole('link', { name: 'Invite the family or manage invitations' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/family-portal\/8\/[a-z-]+\/family$/),
    );
  });

  it('closes a case and publishes its obituary from its page', async () => {
    let closed = false;
    let published = false;
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/cases/8/obituary')
        return { body: { textStatus: 'APPROVED', published, publicPath: '/obituaries/3/walter-hughes' } };
      if (method === 'POST' && path === '/api/staff/cases/8/obituary/publish') {
        published = true;
        return { body: { textStatus: 'APPROVED', published, publicPath: '/obituaries/3/walter-hughes' } };
      }
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: { ...DETAIL, closed } };
      if (method === 'POST' && path === '/api/staff/cases/8/close') {
        closed = true;
        return { body: { ...DETAIL, closed } };
      }
      return undefined;
    });
    renderAt('/studio/cases/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Close case' }));
    expect(await screen.findByRole('button', { name: 'Reopen case' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish obituary' }));
    expect(await screen.findByRole('link', { name: 'See the public obituary' })).toHaveAttribute('href', '/obituaries/3/walter-hughes');
    expect(screen.getByRole('button', { name: 'Unpublish obituary' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CasePlanAnswer, DeskCaseDetail } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';

const CONTEXT = { company: { name: 'Willowbrook' }, locations: [] } as unknown as RenderContext;
const DETAIL: DeskCaseDetail = {
  id: 8,
  fullName: 'Iris Calloway',
  nameSlug: 'iris-calloway',
  birthDate: '1952-03-14',
  deathDate: null,
  kind: 'PRE_NEED',
  closed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  locationId: null,
  members: [],
  invitations: [],
  tasks: [],
};
const PLAN: CasePlanAnswer = {
  plan: {
    kind: 'PRE_NEED',
    from: 'Iris Calloway',
    receivedAt: '2026-11-19T15:00:00.000Z',
    answers: [
      { label: 'Decedent Details: Preferred arrangement', value: 'Cremation' },
      { label: 'Additional Family: Children', value: 'June Calloway\nPeter Calloway' },
      { label: 'Final Details: In their own words', value: '<b>Tell them</b> I read every book twice.' },
    ],
  },
};

// Issue 36 §4: the case made from a plan links to the plan's every answer, as the visitor gave it.
describe('the plan a case was made from', () => {
  beforeEach(() => queryClient.clear());

  it('is linked from the case page and shows every answer as text', async () => {
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: DETAIL };
      if (method === 'GET' && path === '/api/staff/cases/8/plan') return { body: PLAN };
      return undefined;
    });
    renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });
    expect(await screen.findByText(/Made from Iris Calloway’s plan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Read the plan' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'The plan for Iris Calloway' })).toBeInTheDocument();
    expect(screen.getByText('Pre-need plan from Iris Calloway, sent through the website')).toBeInTheDocument();
    expect(screen.getByText('Cremation')).toBeInTheDocument();
    expect(screen.getByText(/June Calloway\s+Peter Calloway/)).toBeInTheDocument();
    // The visitor's words render as text, never as HTML.
    expect(screen.getByText('<b>Tell them</b> I read every book twice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the case' })).toHaveAttribute('href', '/studio/cases/8');
  });

  it('says so when the case was not made from a plan', async () => {
    serveApi((method, path) => {
      if (method === 'GET' && path === '/api/staff/cases/8') return { body: DETAIL };
      if (method === 'GET' && path === '/api/staff/cases/8/plan') return { body: { plan: null } };
      return undefined;
    });
    renderStudioAt('/studio/cases/8/plan', { user: STAFF, context: CONTEXT });
    expect(await screen.findByText('This case was not made from a plan.')).toBeInTheDocument();
  });
});

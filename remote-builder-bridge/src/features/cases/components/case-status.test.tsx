import { render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { DeskCaseDetail, DeskCaseOverview, RenderContext } from '@keepsake/shared/contract';
import { queryClient } from '@keepsake/shared/query';
import { keepsakeStore, renderContextAtom, sessionAtom } from '@keepsake/shared/store';
import Studio from '../../../studio';

const STAFF = { id: 's1', name: 'Dana Staff', email: 'staff@example.test', role: 'staff' as const };
const CONTEXT = { company: { name: 'Willowbrook' }, locations: [] } as unknown as RenderContext;
const DETAIL: DeskCaseDetail = {
  id: 8,
  fullName: 'Walter Hughes',
  nameSlug: 'walter-hughes',
  birthDate: '1940-01-02',
  deathDate: '2026-11-20',
  kind: 'AT_NEED',
  closed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  locationId: null,
  members: [],
  invitations: [],
  tasks: [],
};
const PORTAL = '/family-portal/8/walter-hughes';
const SIGNED: DeskCaseOverview = {
  portalPath: PORTAL,
  arrangement: { state: 'SIGNED', revision: 2, countersigned: false },
  balance: { totalCents: 845_000, paidCents: 100_000, dueCents: 745_000 },
  obituary: { textStatus: 'APPROVED', revision: 3, published: true, publicPath: '/obituaries/3/walter-hughes' },
  wall: { awaitingReview: 2, commentsOn: true, moderated: true },
  photos: { count: 1 },
};
const FRESH: DeskCaseOverview = {
  portalPath: PORTAL,
  arrangement: { state: 'NONE', revision: null, countersigned: false },
  balance: { totalCents: null, paidCents: 0, dueCents: null },
  obituary: { textStatus: 'NONE', revision: 0, published: false, publicPath: null },
  wall: null,
  photos: { count: 0 },
};

function serve(overview: DeskCaseOverview | null) {
  global.fetch = jest.fn(async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    const answers: Record<string, [number, unknown]> = {
      '/api/staff/cases/8': [200, DETAIL],
      '/api/staff/cases/8/overview': overview ? [200, overview] : [500, { statusCode: 500, error: 'Internal Server Error', message: 'Down' }],
      '/api/staff/cases/8/obituary': [200, { textStatus: 'DRAFT', published: false, publicPath: null }],
      '/api/staff/cases/8/events': [200, { timeZone: 'America/New_York', events: [] }],
    };
    const [status, body] = answers[pathname] ?? [404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }];
    const text = JSON.stringify(body);
    return { ok: status < 300, status, headers: { get: () => null }, text: async () => text } as unknown as Response;
  }) as unknown as typeof fetch;
}

function renderCase() {
  keepsakeStore.set(sessionAtom, { status: 'authenticated', user: STAFF });
  keepsakeStore.set(renderContextAtom, CONTEXT);
  render(
    <Provider store={keepsakeStore}>
      <MemoryRouter initialEntries={['/studio/cases/8']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="studio/*" element={<Studio />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const row = async (name: string) => within((await screen.findByRole('rowheader', { name })).closest('tr')!);

describe('where the case stands, on the staff case page', () => {
  beforeEach(() => queryClient.clear());

  it('shows the signed revision, the balance and each status with the page where staff act', async () => {
    serve(SIGNED);
    renderCase();
    const arrangements = await row('Arrangements');
    expect(arrangements.getByText('Signed, revision 2, waits for the home’s countersignature')).toBeInTheDocument();
    expect(arrangements.getByRole('link', { name: 'Open the arrangements' })).toHaveAttribute('href', `${PORTAL}/arrangements`);
    expect((await row('Balance')).getByText('Total $8,450.00 · Paid $1,000.00 · Due $7,450.00')).toBeInTheDocument();
    const obituary = await row('Obituary');
    expect(obituary.getByText('Approved by the family (revision 3) · on the website')).toBeInTheDocument();
    expect(obituary.getByRole('link', { name: 'See the public page' })).toHaveAttribute('href', '/obituaries/3/walter-hughes');
    const wall = await row('Memorial wall');
    expect(wall.getByText('2 memories awaiting review · memories on, shown after review')).toBeInTheDocument();
    expect(wall.getByRole('link', { name: 'Review memories' })).toHaveAttribute('href', `${PORTAL}/review-wall-comments`);
    expect((await row('Photos')).getByRole('link', { name: 'Open the photos' })).toHaveAttribute('href', `${PORTAL}/upload-photos`);
    expect((await row('Photos')).getByText('1 photo')).toBeInTheDocument();
  });

  it('says what a new case has not started, without inventing a total', async () => {
    serve(FRESH);
    renderCase();
    expect((await row('Arrangements')).getByText('No selection yet')).toBeInTheDocument();
    expect((await row('Balance')).getByText('Paid $0.00. The total is fixed when the family signs.')).toBeInTheDocument();
    expect((await row('Obituary')).queryByRole('link', { name: 'See the public page' })).toBeNull();
    expect((await row('Memorial wall')).getByText('No public page yet')).toBeInTheDocument();
  });

  it('says so when the overview cannot be loaded, and the rest of the page stays', async () => {
    serve(null);
    renderCase();
    expect(await screen.findByText('This could not be loaded just now. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Walter Hughes', level: 2 })).toBeInTheDocument();
  });
});

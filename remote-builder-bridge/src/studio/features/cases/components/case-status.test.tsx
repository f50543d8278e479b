import { screen, within } from '@testing-library/react';
import type { DeskCaseOverview } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';
import { DESK_CASE } from '../../../testing/desk-case';

const CONTEXT = { company: { name: 'Willowbrook' }, locations: [] } as unknown as RenderContext;
const PORTAL = '/family-portal/8/walter-hughes';
const SIGNED: DeskCaseOverview = {
  portalPath: PORTAL,
  arrangement: { state: 'SIGNED', revision: 2, countersigned: false },
  balance: { totalCents: 845_000, paidCents: 100_000, dueCents: 745_000 },
  obituary: {
    textStatus: 'APPROVED',
    revision: 3,
    approver: { name: 'Eleanor Hartley', onBehalf: { how: 'PHONE', note: 'Ruth agreed' } },
    published: true,
    publicPath: '/obituaries/3/walter-hughes',
  },
  wall: { awaitingReview: 2, commentsOn: true, moderated: true },
  photos: { count: 1 },
};
const FRESH: DeskCaseOverview = {
  portalPath: PORTAL,
  arrangement: { state: 'NONE', revision: null, countersigned: false },
  balance: { totalCents: null, paidCents: 0, dueCents: null },
  obituary: { textStatus: 'NONE', revision: 0, approver: null, published: false, publicPath: null },
  wall: null,
  photos: { count: 0 },
};

// The case page's calls; the overview fails (a 500) when there is none.
function serve(overview: DeskCaseOverview | null) {
  serveApi((_method, path) => {
    if (path === '/api/staff/cases/8') return { body: DESK_CASE };
    if (path === '/api/staff/cases/8/overview')
      return overview ? { body: overview } : { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Down' } };
    if (path === '/api/staff/cases/8/obituary') return { body: { textStatus: 'DRAFT', published: false, publicPath: null } };
    if (path === '/api/staff/cases/8/events') return { body: { timeZone: 'America/New_York', events: [] } };
    return undefined;
  });
}

function renderCase() {
  renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });
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
    expect(obituary.getByText('Approved for the family by Eleanor Hartley, by phone, Ruth agreed (revision 3) · on the website')).toBeInTheDocument();
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

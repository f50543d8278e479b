import { screen, within } from '@testing-library/react';
import { portalFetch, ROSA, routeTable } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

const HUB = '/family-portal/7/rosa-ines-morales';
const OBITUARY = { status: 'APPROVED', publicPath: '/obituaries/12/rosa-ines-morales' };
const RSVPS = {
  events: [
    {
      eventId: 31,
      title: 'Funeral Mass',
      startsAt: '2026-11-27T15:00:00.000Z',
      responses: 2,
      guests: 5,
      names: [
        { name: 'Dana Price', guests: 1 },
        { name: 'The Reed family', guests: 4 },
      ],
    },
  ],
};

describe('RSVP counts on the case hub', () => {
  it('shows staff the replies, people and names per event', async () => {
    const fake = portalFetch(routeTable({ 'GET /api/family/cases/7/obituary': OBITUARY, 'GET /api/web/obituaries/12/rsvps': RSVPS }), {
      ...ROSA,
      access: 'STAFF',
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(HUB);
    const section = await screen.findByRole('region', { name: 'Replies to the service (staff only)' });
    expect(await within(section).findByRole('heading', { level: 3, name: /^Funeral Mass: / })).toBeInTheDocument();
    expect(within(section).getByText('2 replies, 5 people')).toBeInTheDocument();
    expect(within(section).getByText('Dana Price')).toBeInTheDocument();
    expect(within(section).getByText('The Reed family (4 people)')).toBeInTheDocument();
  });

  it('says so when the memorial page is not published, without asking for replies', async () => {
    const fake = portalFetch(routeTable({ 'GET /api/family/cases/7/obituary': { ...OBITUARY, status: 'DRAFT', publicPath: null } }), {
      ...ROSA,
      access: 'STAFF',
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(HUB);
    expect(await screen.findByText('The memorial page is not published yet, so nobody can reply.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.url.includes('/rsvps'))).toBe(false);
  });

  it('is not shown to the family, who are not asked for it', async () => {
    const fake = portalFetch(routeTable({ 'GET /api/family/cases/7/obituary': OBITUARY, 'GET /api/web/obituaries/12/rsvps': RSVPS }));
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(HUB);
    expect(await screen.findByRole('region', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Replies to the service (staff only)' })).toBeNull();
    // The hub still reads the obituary for everyone (the memorial link, issue 24 §6), never the replies.
    expect(fake.calls.some((call) => call.url.includes('/rsvps'))).toBe(false);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskEvent, DeskEventList } from '@keepsake/shared/contract/staff';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryClient } from '@keepsake/shared/query';
import { renderStudioAt, serveApi, STAFF } from '../../../testing/studio-api';
import { DESK_CASE } from '../../../testing/desk-case';

const CONTEXT = { company: { name: 'Harborview' }, locations: [] } as unknown as RenderContext;
const SERVICE: DeskEvent = {
  id: 31,
  kind: 'service',
  title: 'Funeral service',
  date: '2026-07-14',
  time: '10:00',
  timeZone: 'America/Chicago',
  startsAt: '2026-07-14T15:00:00.000Z',
  placeName: 'Harbor Chapel',
  address: '1 Pier Road',
  livestreamUrl: null,
  rsvpEnabled: true,
  replies: 1,
  guests: 3,
};

const renderCase = () => renderStudioAt('/studio/cases/8', { user: STAFF, context: CONTEXT });

describe('the services of a case on the desk', () => {
  beforeEach(() => queryClient.clear());

  it('shows a service in the home’s zone whatever the browser’s, and its replies', async () => {
    serveApi((method, path) => {
      if (path === '/api/staff/cases/8') return { body: DESK_CASE };
      if (path === '/api/staff/cases/8/obituary') return { body: { textStatus: 'DRAFT', published: false, publicPath: null } };
      if (path === '/api/staff/cases/8/events') return { body: { timeZone: 'America/Chicago', events: [SERVICE] } satisfies DeskEventList };
      if (path === '/api/staff/cases/8/events/31/rsvps')
        return { body: { eventId: 31, items: [{ name: 'Ana Ruiz', email: 'ana@example.com', guests: 3, repliedAt: '2026-07-01T12:00:00.000Z' }] } };
      return undefined;
    });
    renderCase();
    const section = (await screen.findByRole('heading', { name: 'Services' })).closest('section')!;
    expect(await within(section).findByText(/Tuesday, July 14, 2026 at 10:00 AM CDT/)).toBeInTheDocument();
    expect(within(section).getByText(/1 reply, 3 people/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Show replies to the Funeral service' }));
    expect(await within(section).findByRole('cell', { name: 'ana@example.com' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download all replies (CSV)' })).toBeInTheDocument();
  });

  it('adds a service: the form’s own checks, then the API’s field message beside its field', async () => {
    let events: DeskEvent[] = [];
    const calls = serveApi((method, path, body) => {
      if (path === '/api/staff/cases/8') return { body: DESK_CASE };
      if (path === '/api/staff/cases/8/obituary') return { body: { textStatus: 'DRAFT', published: false, publicPath: null } };
      if (method === 'GET' && path === '/api/staff/cases/8/events') return { body: { timeZone: 'America/Chicago', events } };
      if (method === 'POST' && path === '/api/staff/cases/8/events') {
        const input = body as { time: string };
        if (input.time === '02:30')
          return {
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: 'Skipped', fieldErrors: { time: 'This time is skipped when the clocks change' } },
          };
        events = [SERVICE];
        return { status: 201, body: { timeZone: 'America/Chicago', events } };
      }
      return undefined;
    });
    renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }));
    expect(screen.getByText('The funeral home’s local time (America/Chicago)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Date/), '2026-03-08');
    await userEvent.type(screen.getByLabelText(/^Time/), '02:30');
    await userEvent.type(screen.getByLabelText(/^Place/), 'Harbor Chapel');
    await userEvent.type(screen.getByLabelText(/^Address/), '1 Pier Road');
    await userEvent.type(screen.getByLabelText(/^Livestream link/), 'http://insecure.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Please enter a secure web address (https://…)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Livestream link/));
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('This time is skipped when the clocks change')).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText(/^Place/)).toHaveValue('Harbor Chapel');

    await userEvent.clear(screen.getByLabelText(/^Time/));
    await userEvent.type(screen.getByLabelText(/^Time/), '10:00');
    await userEvent.click(screen.getByLabelText(/Ask visitors to reply/));
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText(/July 14, 2026 at 10:00 AM CDT/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && (call.body as { time: string }).time === '10:00')?.body).toMatchObject({
      kind: 'service',
      date: '2026-03-08',
      rsvpEnabled: true,
      placeName: 'Harbor Chapel',
    });
  });
});

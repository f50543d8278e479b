import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import type { Obituary, RsvpLink } from '@keepsake/shared/contract/obituary';
import { QueryProvider, queryClient } from '@keepsake/shared/query';
import { renderThemed } from '../../../testing/render-themed';
import { RsvpLinkPage } from './rsvp-link-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const OBITUARY = { id: 42, nameSlug: 'eleanor-grace-hartwell', fullName: 'Eleanor Grace Hartwell' } as Obituary;
const REPLY: RsvpLink = {
  eventId: 7,
  name: 'Ivo Marsh',
  guests: 2,
  email: 'ivo@example.com',
  eventTitle: 'Funeral Service',
  startsAt: '2026-12-01T15:00:00.000Z',
};

// Issue 43 point 7: the link in an RSVP's confirmation mail opens the reply, to change or cancel it.
describe('the RSVP link page', () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    global.fetch = jest.fn(async (raw: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      calls.push({ method, url: raw, body });
      const answer = method === 'PUT' ? { ...REPLY, ...body } : method === 'DELETE' ? undefined : REPLY;
      const status = method === 'DELETE' ? 204 : 200;
      return { ok: true, status, headers: { get: () => null }, text: async () => (answer ? JSON.stringify(answer) : '') } as unknown as Response;
    }) as unknown as typeof fetch;
  });

  const renderPage = () => {
    queryClient.clear();
    return renderThemed(
      <QueryProvider>
        <MemoryRouter initialEntries={[`/rsvp/${TOKEN}`]}>
          <Routes>
            <Route element={<Outlet context={OBITUARY} />}>
              <Route path="rsvp/:token" element={<RsvpLinkPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryProvider>,
    );
  };

  it('shows the reply, saves a new head count, then cancels it', async () => {
    renderPage();
    expect(await screen.findByText('You replied for the Funeral Service as Ivo Marsh: 2 people.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const guests = screen.getByLabelText(/^How many people/);
    await userEvent.clear(guests);
    await userEvent.type(guests, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Saved. The family expects 4 people at the Funeral Service.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/web/obituaries/42/rsvp-links/${TOKEN}`,
      body: { name: 'Ivo Marsh', guests: 4 },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel my reply' }));
    expect(await screen.findByText('Your reply is cancelled. The family no longer expects you.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/rsvp-links/${TOKEN}`))).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Eleanor Grace Hartwell’s obituary' })).toHaveAttribute('href', '/obituaries/42/eleanor-grace-hartwell');
  });

  it('tells a visitor whose link no longer opens a reply', async () => {
    global.fetch = jest.fn(async () => {
      const body = {
        statusCode: 404,
        error: 'Not Found',
        message: 'This link does not open a reply any more: it was cancelled, or replaced by a newer reply.',
      };
      return { ok: false, status: 404, headers: { get: () => null }, text: async () => JSON.stringify(body) } as unknown as Response;
    }) as unknown as typeof fetch;
    renderPage();
    expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent('This link does not open a reply any more');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalFetch, ROSA } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };
const PAGE = '/family-portal/7/rosa-ines-morales/review-wall-settings';
const SETTINGS = { moderation: 'APPROVAL', posting: 'ANYONE', photos: true };

describe('review wall settings', () => {
  it('opens on the saved settings and saves what the primary contact picks', async () => {
    const fake = portalFetch((method, url, body) => {
      if (!url.pathname.endsWith('/memorial-wall/settings')) return undefined;
      return { body: method === 'POST' ? body : SETTINGS };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);

    expect(await screen.findByRole('radio', { name: 'Wait for our approval before they show' }, SLOW)).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Anyone who visits the page' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Show at once (we can still hide one)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nobody for now: the wall is closed' }));
    const photos = screen.getByRole('checkbox', { name: 'Visitors may add a photo to their memory' });
    expect(photos).toBeChecked();
    await userEvent.click(photos);
    expect(photos).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ moderation: 'OPEN', posting: 'NOBODY', photos: false }));
  });

  it('opens with photos off when the family turned them off, and turns them back on', async () => {
    const fake = portalFetch((method, url, body) => {
      if (!url.pathname.endsWith('/memorial-wall/settings')) return undefined;
      return { body: method === 'POST' ? body : { ...SETTINGS, photos: false } };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    const photos = await screen.findByRole('checkbox', { name: 'Visitors may add a photo to their memory' }, SLOW);
    expect(photos).not.toBeChecked();
    await userEvent.click(photos);
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ ...SETTINGS, photos: true }));
  });

  it('shows a helper the settings without letting them change them', async () => {
    const fake = portalFetch((method, url) => (url.pathname.endsWith('/memorial-wall/settings') ? { body: SETTINGS } : undefined), {
      ...ROSA,
      access: 'HELPER',
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    expect(await screen.findByRole('radio', { name: 'Nobody for now: the wall is closed' }, SLOW)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Visitors may add a photo to their memory' })).toBeDisabled();
    expect(screen.getByText('Only the family’s primary contact can change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the settings' })).toBeNull();
  });

  it('shows the API’s message on its setting and keeps what was picked (issue 38.3)', async () => {
    const fake = portalFetch((method, url) => {
      if (!url.pathname.endsWith('/memorial-wall/settings')) return undefined;
      if (method === 'GET') return { body: SETTINGS };
      const fieldErrors = { photos: 'Say whether visitors may add a photo.' };
      return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Please check the settings.', fieldErrors } };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal(PAGE);
    const photos = await screen.findByRole('checkbox', { name: 'Visitors may add a photo to their memory' }, SLOW);
    await userEvent.click(screen.getByRole('radio', { name: 'Nobody for now: the wall is closed' }));
    await userEvent.click(photos);
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Say whether visitors may add a photo.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(/Say whether visitors may add a photo\./);
    expect(photos).toHaveFocus();
    expect(photos).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nobody for now: the wall is closed' })).toBeChecked();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ ...SETTINGS, posting: 'NOBODY', photos: false });
  });
});

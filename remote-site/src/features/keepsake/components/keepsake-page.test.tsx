import { screen, within } from '@testing-library/react';
import type { KeepsakeView } from '@keepsake/shared/contract/case';
import { queryClient } from '@keepsake/shared/query';
import { renderWithSite } from '../../../testing/render-with-site';
import { siteFetch } from '../../../testing/site-fetch';
import { KeepsakePage } from './keepsake-page';

const TOKEN = 'k'.repeat(32);
const VIEW: KeepsakeView = {
  fullName: 'Rosa Inés Morales',
  birthDate: '1941-03-14',
  deathDate: '2026-11-25',
  siteName: 'Willowbrook Funeral Home',
  timeZone: 'America/New_York',
  portrait: { url: '/api/assets/obituaries/portrait-03.svg', alt: 'Portrait of Rosa Inés Morales' },
  obituaryText: 'Rosa taught for forty years.\n\nShe loved her garden.',
  photos: [
    { url: '/api/media/a-1600.webp', originalUrl: '/api/media/a.jpg', caption: 'Sunday lunch at the farm', alt: 'Sunday lunch at the farm' },
    { url: '/api/media/b-1600.webp', originalUrl: '/api/media/b.jpg', caption: '', alt: 'Rosa on the porch swing' },
  ],
  music: [{ url: '/api/assets/tribute.wav', title: 'Amazing Grace (piano)' }],
  memories: [{ authorName: 'Luis', relationship: 'Grandson', createdAt: '2026-11-26T14:00:00.000Z', text: 'She read to us.', photoUrl: null }],
  events: [{ kind: 'service', title: 'Funeral Mass', startsAt: '2026-11-29T15:00:00.000Z', placeName: 'St. Brigid Church', address: '18 Church Street' }],
  madeAt: '2026-11-27T20:00:00.000Z',
  expiresAt: '2026-12-04T20:00:00.000Z',
  downloads: [
    { file: 'archive', fileName: 'keepsake-rosa-archive.zip', bytes: 5 * 1024 * 1024, url: `/api/web/keepsakes/${TOKEN}/archive` },
    { file: 'book-a4', fileName: 'keepsake-rosa-book-a4.pdf', bytes: 300 * 1024, url: `/api/web/keepsakes/${TOKEN}/book-a4` },
  ],
};

const renderPage = () => renderWithSite(<KeepsakePage />, { path: `/keepsake/${TOKEN}`, routePath: '/keepsake/:token' });

afterEach(() => {
  queryClient.clear();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('the keepsake by its mailed link', () => {
  it('shows the keepsake with its downloads, photos described, music and services in the home’s time, kept out of search', async () => {
    const { requests } = siteFetch({ [`GET /api/web/keepsakes/${TOKEN}`]: { body: VIEW } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Inés Morales' })).toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).toEqual([`/api/web/keepsakes/${TOKEN}`]);
    const downloads = screen.getByRole('region', { name: 'Download' });
    expect(within(downloads).getByText(/This link and the downloads work until December 4, 2026\./)).toBeInTheDocument();
    const archive = within(downloads).getByRole('link', { name: 'The whole keepsake (.zip), to keep on a computer' });
    expect(archive).toHaveAttribute('href', `/api/web/keepsakes/${TOKEN}/archive`);
    expect(archive).toHaveAttribute('download', 'keepsake-rosa-archive.zip');
    expect(within(downloads).getByText('(5.0 MB)')).toBeInTheDocument();
    expect(within(downloads).getByRole('link', { name: 'The memorial book, A4 (PDF)' })).toHaveAttribute('href', `/api/web/keepsakes/${TOKEN}/book-a4`);

    expect(screen.getByRole('img', { name: 'Portrait of Rosa Inés Morales' })).toBeInTheDocument();
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(within(photos).getByRole('img', { name: 'Rosa on the porch swing' })).toHaveAttribute('src', '/api/media/b-1600.webp');
    expect(within(photos).getByText('Sunday lunch at the farm', { selector: 'figcaption' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Music' })).getByLabelText('Amazing Grace (piano)')).toHaveAttribute('src', '/api/assets/tribute.wav');
    expect(within(screen.getByRole('region', { name: 'Services' })).getByText('Sunday, November 29, 2026 at 10:00 AM EST')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Obituary' })).getAllByText(/Rosa taught|She loved/)).toHaveLength(2);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('says plainly when the link has expired, and where a new keepsake is asked for', async () => {
    const message = 'This keepsake link has expired. A member of the family can ask for a new keepsake on the case page of the Family Portal.';
    siteFetch({ [`GET /api/web/keepsakes/${TOKEN}`]: { status: 410, body: { statusCode: 410, error: 'Gone', message } } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Family Portal' })).toHaveAttribute('href', '/family-portal');
    expect(screen.queryByRole('region', { name: 'Download' })).toBeNull();
  });

  it('says when a link opens nothing', async () => {
    siteFetch({});
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link opens nothing' })).toBeInTheDocument();
  });
});

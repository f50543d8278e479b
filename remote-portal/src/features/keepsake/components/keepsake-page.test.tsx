import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeepsakeJob, KeepsakeState } from '@keepsake/shared/contract/case';
import { portalFetch, ROSA } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

const PATH = '/api/family/cases/7/keepsake';
const job = (over: Partial<KeepsakeJob>): KeepsakeJob => ({
  id: 3,
  caseId: 7,
  status: 'QUEUED',
  progress: 0,
  step: '',
  error: null,
  attempts: 0,
  requestedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  downloads: [],
  ...over,
});

describe('the keepsake page', () => {
  it('lets the primary contact ask, then shows the progress', async () => {
    let state: KeepsakeState = { job: null };
    const fake = portalFetch((method, url) => {
      if (url.pathname !== PATH) return undefined;
      if (method === 'POST') state = { job: job({ status: 'RUNNING', progress: 40, step: 'Setting the book (A4)' }) };
      return { body: state };
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/keepsake');
    expect(await screen.findByRole('heading', { level: 1, name: 'The keepsake' })).toBeInTheDocument();
    expect(await screen.findByText('No keepsake has been made yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the keepsake' }));
    expect(await screen.findByText('Setting the book (A4)… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Keepsake progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('button', { name: /keepsake/ })).not.toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([PATH]);
  });

  it('offers the three files when ready, until they expire', async () => {
    const ready = job({
      status: 'DONE',
      progress: 100,
      finishedAt: '2026-11-20T10:05:00.000Z',
      expiresAt: '2026-11-27T10:05:00.000Z',
      downloads: [
        { file: 'archive', fileName: 'keepsake-rosa-archive.zip', bytes: 5 * 1024 * 1024, url: `${PATH}/3/archive` },
        { file: 'book-a4', fileName: 'keepsake-rosa-book-a4.pdf', bytes: 300 * 1024, url: `${PATH}/3/book-a4` },
        { file: 'book-letter', fileName: 'keepsake-rosa-book-letter.pdf', bytes: 300 * 1024, url: `${PATH}/3/book-letter` },
      ],
    });
    global.fetch = portalFetch((_method, url) => (url.pathname === PATH ? { body: { job: ready } } : undefined)).fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/keepsake');
    expect(await screen.findByText('Ready. You can download it until November 27, 2026.')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Your keepsake' });
    expect(within(region).getByRole('link', { name: 'The archive (.zip): everything, opens in any browser' })).toHaveAttribute('href', `${PATH}/3/archive`);
    expect(within(region).getByRole('link', { name: 'The memorial book, A4 (PDF)' })).toHaveAttribute('href', `${PATH}/3/book-a4`);
    expect(within(region).getByText('(5.0 MB)')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Make a new keepsake' })).toBeInTheDocument();
  });

  it('does not offer a helper the ask', async () => {
    global.fetch = portalFetch((_method, url) => (url.pathname === PATH ? { body: { job: null } } : undefined), { ...ROSA, access: 'HELPER' })
      .fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/keepsake');
    expect(await screen.findByText("The family's primary contact can ask for it.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for the keepsake' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseMedia, MemorialTheme } from '@keepsake/shared/contract/case';
import { portalFetch, TASKS } from '../../../testing/portal-fixtures';
import { renderPortal } from '../../../render-portal';

// The work area is a lazy chunk: on a loaded machine it takes a while to arrive.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };

const STOCK: MemorialTheme[] = [
  { id: 'stock-meadow', name: 'Meadow', imageUrl: '/api/assets/themes/meadow.jpg', scrim: 0.55, accent: '#f5e6c8' },
  { id: 'stock-harbor', name: 'Harbor', imageUrl: '/api/assets/themes/harbor.jpg', scrim: 0.6, accent: '#cfe3f0' },
];
const GARDEN: CaseMedia = {
  id: 31,
  kind: 'PHOTO',
  url: '/api/media/site-willowbrook/7/g-1600.webp',
  thumbUrl: null,
  width: 1600,
  height: 1200,
  contentType: 'image/jpeg',
  byteSize: 2048,
  fileName: 'garden.jpg',
  caption: 'Her garden',
  description: '',
  needsDescription: false,
  position: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('select theme', () => {
  it('marks the chosen theme, and chooses a stock theme or one of the family photos', async () => {
    let current: MemorialTheme | null = STOCK[0]!;
    const fake = portalFetch((method, url) => {
      if (url.pathname === '/api/family/media/albums/stock/themes') return { body: { items: STOCK } };
      if (url.pathname.endsWith('/photos')) return { body: { items: [GARDEN], page: 1, pageSize: 100, hasNext: false } };
      if (url.pathname.endsWith('/memorial-theme') && method === 'GET') return { body: { theme: current } };
      if (url.pathname.endsWith('/memorial-theme') && method === 'POST') {
        const id = url.searchParams.get('mediaId')!;
        current = STOCK.find((item) => item.id === id) ?? { id: `media-${id}`, name: 'Our own photo', imageUrl: GARDEN.url, scrim: 0.6, accent: '#f5e6c8' };
        return { body: { theme: current } };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/select-theme');

    const ours = await screen.findByRole('region', { name: 'Our themes' }, SLOW);
    expect(await within(ours).findByRole('button', { name: 'Chosen' }, SLOW)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(ours).getByRole('button', { name: 'Choose Harbor' }));
    expect(await within(ours).findByRole('button', { name: 'Chosen' })).toBeInTheDocument();
    expect(within(ours).getByRole('button', { name: 'Choose Meadow' })).toHaveAttribute('aria-pressed', 'false');

    const own = screen.getByRole('region', { name: 'From your photos' });
    await userEvent.click(await within(own).findByRole('button', { name: 'Choose Her garden' }));
    expect(await within(own).findByRole('button', { name: 'Chosen' })).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/family/cases/7/memorial-theme?mediaId=stock-harbor',
      '/api/family/cases/7/memorial-theme?mediaId=31',
    ]);
  });

  it('reads the tasks again after a choice: the theme task is complete once a theme is chosen (issue 43.6)', async () => {
    let chosen = false;
    const tasks = () => TASKS.map((task) => (task.kind === 'select-theme' ? { ...task, status: chosen ? 'COMPLETE' : 'NOT_STARTED' } : task));
    const fake = portalFetch((method, url) => {
      if (url.pathname === '/api/family/media/albums/stock/themes') return { body: { items: STOCK } };
      if (url.pathname.endsWith('/photos')) return { body: { items: [], page: 1, pageSize: 100, hasNext: false } };
      if (url.pathname.endsWith('/tasks')) return { body: { items: tasks(), page: 1, pageSize: 50, hasNext: false } };
      if (url.pathname.endsWith('/memorial-theme') && method === 'GET') return { body: { theme: null } };
      if (url.pathname.endsWith('/memorial-theme') && method === 'POST') {
        chosen = true;
        return { body: { theme: STOCK[1] } };
      }
      return undefined;
    });
    global.fetch = fake.fetchImpl as unknown as typeof fetch;
    renderPortal('/family-portal/7/rosa-ines-morales/select-theme');
    const panel = await screen.findByRole('region', { name: 'Status and who has this task' }, SLOW);
    expect(within(panel).getByText('Not started')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Harbor' }, SLOW));
    expect(await within(panel).findByText('Complete')).toBeInTheDocument();
  });
});

/** @jest-environment node */
import { apiClient } from '@keepsake/shared/api-client';
import { bus } from '@keepsake/shared/bus';
import { keepsakeStore, redirectsAtom, renderContextAtom } from '@keepsake/shared/store';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { listenToRemotes } from './listen-to-remotes';

describe('the shell listening to the remotes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the page the website the studio just published, with its redirects', async () => {
    const published = { company: { name: 'Willowbrook, newly published' }, navigation: [], pages: {} } as unknown as RenderContext;
    const get = jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (path: string) => (path.endsWith('/redirects') ? [{ from: '/old', to: '/new', permanent: true }] : published));
    const stop = listenToRemotes();
    bus.emit('site:published');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).toHaveBeenCalledWith('/api/web/render-context/approved');
    expect(keepsakeStore.get(renderContextAtom)?.company.name).toBe('Willowbrook, newly published');
    expect(keepsakeStore.get(redirectsAtom)).toEqual([{ from: '/old', to: '/new', permanent: true }]);
    stop();
    get.mockClear();
    bus.emit('site:published');
    expect(get).not.toHaveBeenCalled();
  });
});

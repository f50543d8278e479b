/** @jest-environment node */
import { ApiError, apiClient } from '@keepsake/shared/api-client';
import { loadWebsite } from './load-website';

const context = { navigation: [], pages: {} };

describe('loadWebsite', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the draft for staff previewing', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(context);
    const website = await loadWebsite({ previewing: true });
    expect(get).toHaveBeenCalledWith('/api/web/render-context/draft');
    expect(website).toMatchObject({ previewing: true, redirects: [] });
  });

  it.each([401, 403])('gives anyone refused the draft (%i) the live site and its redirects instead', async (status) => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path.endsWith('/draft')) throw new ApiError(status, 'Refused');
      return path.endsWith('/redirects') ? [{ from: '/a', to: '/b', permanent: true }] : context;
    });
    const website = await loadWebsite({ previewing: true });
    expect(get).toHaveBeenCalledWith('/api/web/render-context/approved');
    expect(website).toMatchObject({ previewing: false, redirects: [{ from: '/a' }] });
  });

  it('still fails on other errors (the error page shows them)', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError(503, 'Service Unavailable'));
    await expect(loadWebsite({ previewing: true })).rejects.toMatchObject({ status: 503 });
  });
});

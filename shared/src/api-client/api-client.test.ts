import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { apiClient } from './api-client';

describe('default apiClient', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    keepsakeStore.set(authTokenAtom, null);
    globalThis.fetch = originalFetch;
  });

  it('sends the token from the shared store at call time', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 204, text: async () => '' }) as Response);
    globalThis.fetch = fetchMock;
    keepsakeStore.set(authTokenAtom, 'Bearer from-sign-in');

    await apiClient.post('/api/family/cases/1/obituary/approve');

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer from-sign-in');
  });
});

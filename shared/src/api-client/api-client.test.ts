import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { apiClient } from './api-client';
import { setApiRenderScopeReader } from './render-scope';

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

describe('default apiClient while the server renders (ADR 044)', () => {
  afterEach(() => setApiRenderScopeReader(() => undefined));

  it("calls through the render's fetch with the render's host, signed out", async () => {
    const renderFetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"a":1}' }) as Response);
    keepsakeStore.set(authTokenAtom, 'Bearer a-browser-session');
    setApiRenderScopeReader(() => ({ host: 'smith.example', fetch: renderFetch }));

    await expect(apiClient.get('/api/web/obituaries/1')).resolves.toEqual({ a: 1 });

    const [url, init] = renderFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/web/obituaries/1');
    expect((init.headers as Record<string, string>)['X-Host']).toBe('smith.example');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    keepsakeStore.set(authTokenAtom, null);
  });
});

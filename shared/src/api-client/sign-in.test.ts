import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { ApiError } from './api-error';
import { signInWithEmail } from './sign-in';

// jsdom has no Response: the same minimal shape the client reads (see testing/fake-fetch.ts).
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const lower = new Map(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null }, text: async () => text };
};

describe('signInWithEmail', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    keepsakeStore.set(authTokenAtom, null);
  });

  it('signs in with the cookie and reads the session, keeping no token in script reach', async () => {
    const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'family' };
    const fetchMock = jest
      .fn()
      // Even if some server still sent the token, the client neither reads nor stores it.
      .mockResolvedValueOnce(json(200, { user }, { 'set-auth-token': 'raw-token' }))
      .mockResolvedValueOnce(json(200, { user }));
    globalThis.fetch = fetchMock;

    await expect(signInWithEmail({ email: 'ada@example.com', password: 'a-long-password' })).resolves.toEqual({ user });

    const [[signInUrl, signInInit], [sessionUrl, sessionInit]] = fetchMock.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(signInUrl).toBe('/api/auth/sign-in/email');
    expect(signInInit.method).toBe('POST');
    expect(signInInit.credentials).toBe('include');
    expect(sessionUrl).toBe('/api/auth/session');
    expect(sessionInit.credentials).toBe('include');
    expect(keepsakeStore.get(authTokenAtom)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('raw-token');
  });

  it('throws the API error with its status and reads no session', async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(json(401, { status: 401, error: 'Unauthorized', message: 'Invalid email or password' }));
    globalThis.fetch = fetchMock;

    const failure = signInWithEmail({ email: 'ada@example.com', password: 'wrong-password' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import { queryClient } from '@keepsake/shared/query';
import { authTokenAtom, keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import { bus } from './bus';

// The test setup starts applySessionEvents() for every browser test, as the shell does on every page.
const user = { id: 'u1', name: 'Jordan Morales', email: 'family@willowbrook.test', role: 'family' as const };

describe('the session on the bus', () => {
  it('a sign-in in any remote is the page session for every remote', () => {
    keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
    bus.emit('session:signed-in', { user });
    expect(keepsakeStore.get(sessionAtom)).toEqual({ status: 'authenticated', user });
  });

  it("a sign-out forgets the token, the session and every remote's fetched data", async () => {
    keepsakeStore.set(authTokenAtom, 'token-1');
    bus.emit('session:signed-in', { user });
    queryClient.setQueryData(['family', 'case', 7], { decedent: 'Rosa' });
    queryClient.setQueryData(['staff', 'cases'], [{ id: 7 }]);
    bus.emit('session:signed-out');
    expect(keepsakeStore.get(authTokenAtom)).toBeNull();
    expect(keepsakeStore.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(['family', 'case', 7])).toBeUndefined();
    expect(queryClient.getQueryData(['staff', 'cases'])).toBeUndefined();
  });
});

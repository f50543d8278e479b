import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { persistAuthToken } from './persist-token';

describe('persistAuthToken', () => {
  it('restores the saved token at start and saves every change', () => {
    localStorage.setItem('keepsake:auth-token', 'abc.def%3D');
    const stop = persistAuthToken(localStorage);
    expect(keepsakeStore.get(authTokenAtom)).toBe('abc.def%3D');
    keepsakeStore.set(authTokenAtom, 'Bearer next');
    expect(localStorage.getItem('keepsake:auth-token')).toBe('next');
    keepsakeStore.set(authTokenAtom, null);
    expect(localStorage.getItem('keepsake:auth-token')).toBeNull();
    stop();
  });
});

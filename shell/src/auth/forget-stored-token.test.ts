import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { forgetStoredToken } from './forget-stored-token';

describe('forgetStoredToken', () => {
  it('wipes a token an older build left in localStorage and never brings it back', () => {
    localStorage.setItem('keepsake:auth-token', 'left-by-an-older-build');
    forgetStoredToken(localStorage);
    expect(localStorage.getItem('keepsake:auth-token')).toBeNull();
    expect(keepsakeStore.get(authTokenAtom)).toBeNull();
  });

  it('does nothing when storage is blocked', () => {
    const blocked = {
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => forgetStoredToken(blocked)).not.toThrow();
  });
});

/** @jest-environment node */
import { createStore } from 'jotai';
import { authTokenAtom, sessionAtom } from './auth-atoms';

describe('authTokenAtom', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   abc', 'abc'],
    ['abc', 'abc'],
    ['Bearer ', null],
    [null, null],
  ])('stores %p as %p', (written, stored) => {
    const store = createStore();
    store.set(authTokenAtom, written);
    expect(store.get(authTokenAtom)).toBe(stored);
  });
});

describe('sessionAtom', () => {
  it('starts loading so guards wait for the first session answer', () => {
    expect(createStore().get(sessionAtom)).toEqual({ status: 'loading' });
  });
});

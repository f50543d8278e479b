/** @jest-environment node */
import { findRedirect } from './find-redirect';

const redirects = [
  { from: '/staff', to: '/about/our-staff', permanent: true },
  { from: '/trust', to: 'https://trust.example/give', permanent: false },
  { from: '/evil', to: 'https://evil.example/', permanent: false },
  { from: '/protocol', to: '//evil.example/', permanent: false },
  { from: '/script', to: 'javascript:alert(1)', permanent: false },
];
const where = { origin: 'http://localhost:3000', allowedOrigins: ['https://trust.example'] };

describe('findRedirect', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());

  it('navigates inside the app for a relative target, ignoring case and a trailing slash', () => {
    expect(findRedirect('/staff', redirects, where)).toEqual({ kind: 'internal', to: '/about/our-staff' });
    expect(findRedirect('/Staff/', redirects, where)).toEqual({ kind: 'internal', to: '/about/our-staff' });
  });

  it('makes an absolute URL a full page load, only to an allowed origin', () => {
    expect(findRedirect('/trust', redirects, where)).toEqual({ kind: 'external', url: 'https://trust.example/give' });
    expect(findRedirect('/evil', redirects, where)).toBeNull();
    expect(findRedirect('/protocol', redirects, where)).toBeNull();
    expect(findRedirect('/script', redirects, where)).toBeNull();
  });

  it('returns null when no redirect matches', () => {
    expect(findRedirect('/about', redirects, where)).toBeNull();
  });
});

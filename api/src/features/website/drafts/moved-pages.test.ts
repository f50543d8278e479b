import { redirectsOwed } from './moved-pages';

describe('redirectsOwed (what a publish redirects)', () => {
  const before = { pages: { '/': { id: 'home' }, '/services': { id: 's' }, '/services/burial': { id: 'b' }, '/news': { id: 'n' } } };

  it('sends a moved page’s old path to its new one and a deleted page to the nearest page above it', () => {
    const after = { pages: { '/': { id: 'home' }, '/our-services': { id: 's' }, '/services': { id: 'x' } } };
    expect(redirectsOwed(before, after)).toEqual({
      add: [
        { from: '/services/burial', to: '/services' },
        { from: '/news', to: '/' },
      ],
      clear: ['/', '/our-services', '/services'],
    });
  });

  it('owes nothing when no page went away', () => {
    expect(redirectsOwed(before, before).add).toEqual([]);
  });
});

import { isLinkPage, LINK_PAGE_HEADERS } from './link-pages.mjs';

it('a page opened by a mailed token is a link page: kept by no cache, not indexed, no referrer', () => {
  expect(isLinkPage('/keepsake/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(true);
  expect(isLinkPage('/Keepsake/abc/?from=mail')).toBe(true);
  expect(isLinkPage('/obituaries/12/rosa-ines-morales/rsvp/tok3n')).toBe(true);
  expect(isLinkPage('/keepsake')).toBe(false);
  expect(isLinkPage('/obituaries/12/rosa-ines-morales')).toBe(false);
  expect(isLinkPage('/family-portal/7/rosa/keepsake')).toBe(false);
  expect(LINK_PAGE_HEADERS).toEqual({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
});

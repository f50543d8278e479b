import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLinkPage, LINK_PAGE_HEADERS } from './link-pages.mjs';

test('a page opened by a mailed token is a link page: kept by no cache, not indexed, no referrer', () => {
  assert.equal(isLinkPage('/keepsake/AbCdEfGhIjKlMnOpQrStUvWxYz012345'), true);
  assert.equal(isLinkPage('/Keepsake/abc/?from=mail'), true);
  assert.equal(isLinkPage('/obituaries/12/rosa-ines-morales/rsvp/tok3n'), true);
  assert.equal(isLinkPage('/keepsake'), false);
  assert.equal(isLinkPage('/obituaries/12/rosa-ines-morales'), false);
  assert.equal(isLinkPage('/family-portal/7/rosa/keepsake'), false);
  assert.deepEqual(LINK_PAGE_HEADERS, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
});

/** @jest-environment node */
import { isPageError } from '@keepsake/shared/page-error';
import { parseObituaryId } from './obituary-id';

describe('parseObituaryId', () => {
  it('accepts a positive whole number', () => {
    expect(parseObituaryId('42')).toBe(42);
  });

  it.each(['abc', '4x', '-1', '0', '1.5', '', undefined, '12345678901'])('throws a 404 "Page Not Found" for %p', (raw) => {
    let thrown: unknown;
    try {
      parseObituaryId(raw);
    } catch (error) {
      thrown = error;
    }
    expect(isPageError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ status: 404, label: 'Page Not Found' });
  });
});

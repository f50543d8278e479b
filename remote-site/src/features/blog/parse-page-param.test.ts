/** @jest-environment node */
import { parsePageParam } from './parse-page-param';

describe('parsePageParam', () => {
  it('reads whole page numbers and defaults to 1', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('2')).toBe(2);
  });

  it.each(['0', '-1', 'abc', '1.5', '', '02', '10001', '999999'])('rejects %p', (value) => {
    expect(parsePageParam(value)).toBeNull();
  });
});

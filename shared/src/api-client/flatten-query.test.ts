/** @jest-environment node */
import { flattenQuery } from './flatten-query';

describe('flattenQuery', () => {
  it('flattens nested objects to dotted keys', () => {
    expect(flattenQuery({ a: { b: 1, c: { d: 'x' } } })).toEqual([
      ['a.b', '1'],
      ['a.c.d', 'x'],
    ]);
  });

  it('repeats the key for array items, including objects inside arrays', () => {
    expect(flattenQuery({ ids: [1, 2], sort: [{ by: 'name' }] })).toEqual([
      ['ids', '1'],
      ['ids', '2'],
      ['sort.by', 'name'],
    ]);
  });

  it('skips undefined and null, and writes booleans and dates as text', () => {
    const at = new Date('2025-01-02T03:04:05.000Z');
    expect(flattenQuery({ a: undefined, b: null, c: false, d: at })).toEqual([
      ['c', 'false'],
      ['d', '2025-01-02T03:04:05.000Z'],
    ]);
  });
});

/** @jest-environment node */
import { srcSetOf } from './src-set';

describe('srcSetOf', () => {
  it('offers every stored size by its width, and nothing for a picture stored once', () => {
    expect(
      srcSetOf([
        { url: '/api/media/a-240.webp', width: 240 },
        { url: '/api/media/a-800.webp', width: 800 },
      ]),
    ).toBe('/api/media/a-240.webp 240w, /api/media/a-800.webp 800w');
    expect(srcSetOf([{ url: '/api/media/a-800.webp', width: 800 }])).toBeUndefined();
    expect(srcSetOf([])).toBeUndefined();
    expect(srcSetOf(undefined)).toBeUndefined();
  });
});

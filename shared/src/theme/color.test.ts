/** @jest-environment node */
import { contrastRatio, hexToRgb, mostReadable, withAlpha } from './color';

describe('color', () => {
  it('parses hex and writes rgba', () => {
    expect(hexToRgb('#0a141e')).toEqual({ r: 10, g: 20, b: 30 });
    expect(withAlpha('#0a141e', 0.1)).toBe('rgba(10, 20, 30, 0.1)');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks the most readable candidate', () => {
    expect(mostReadable('#ffffff', ['#ffffff', '#000000'])).toBe('#000000');
    expect(mostReadable('#000000', ['#ffffff', '#000000'])).toBe('#ffffff');
  });
});

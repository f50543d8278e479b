/** @jest-environment node */
import { clampOffset, clampZoom, distance, MAX_ZOOM, pinchZoom } from './zoom';

describe('photo zoom', () => {
  it('keeps the zoom between whole-photo and four times', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(2)).toBe(2);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
  });

  it('scales with the fingers’ spread from where the pinch began', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(3, 100, 400)).toBe(MAX_ZOOM);
    expect(pinchZoom(2, 0, 100)).toBe(2);
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
  });

  it('lets a zoomed photo move only as far as it overflows', () => {
    const box = { width: 400, height: 300 };
    expect(clampOffset({ x: 500, y: -500 }, 2, box)).toEqual({ x: 200, y: -150 });
    expect(clampOffset({ x: 50, y: 20 }, 1, box)).toEqual({ x: 0, y: 0 });
  });
});

/** @jest-environment node */
import { overlays } from './overlay-store';

describe('overlays', () => {
  afterEach(() => {
    ['a', 'b'].forEach((id) => overlays.has(id) && overlays.destroy(id));
  });

  it('goes created → open → closed → unmounted', () => {
    overlays.create('a');
    expect(overlays.state('a')).toBe('created');
    overlays.open('a');
    expect(overlays.state('a')).toBe('open');
    overlays.close('a');
    expect(overlays.state('a')).toBe('closed');
    overlays.unmount('a');
    expect(overlays.state('a')).toBe('unmounted');
    overlays.open('a');
    expect(overlays.state('a')).toBe('open');
  });

  it('removes a destroy-on-close overlay when it closes', () => {
    overlays.create('b', { destroyOnClose: true });
    overlays.open('b');
    overlays.close('b');
    expect(overlays.has('b')).toBe(false);
    expect(() => overlays.open('b')).toThrow('Overlay not found');
  });

  it('leaves an existing overlay alone when created again', () => {
    overlays.create('a');
    overlays.open('a');
    overlays.create('a', { destroyOnClose: true });
    expect(overlays.state('a')).toBe('open');
  });

  it.each(['open', 'close', 'unmount', 'destroy', 'state'] as const)('%s throws for an unknown id', (operation) => {
    expect(() => overlays[operation]('missing')).toThrow(new Error('Overlay not found'));
  });
});

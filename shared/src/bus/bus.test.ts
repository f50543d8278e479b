import { bus } from './bus';

describe('bus', () => {
  afterEach(() => bus.all.clear());

  it('delivers typed payloads to subscribers of that event only', () => {
    const activated = jest.fn();
    const signedOut = jest.fn();
    bus.on('builder:module-activated', activated);
    bus.on('auth:signed-out', signedOut);

    bus.emit('builder:module-activated', { moduleId: 'hero' });

    expect(activated).toHaveBeenCalledWith({ moduleId: 'hero' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('stops delivering after off', () => {
    const refresh = jest.fn();
    bus.on('render-context:refresh', refresh);
    bus.off('render-context:refresh', refresh);
    bus.emit('render-context:refresh', undefined);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('is one instance wherever it is imported from', async () => {
    const viaIndex = await import('./index');
    expect(viaIndex.bus).toBe(bus);
  });
});

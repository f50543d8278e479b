import { BUILDER_NAMESPACE, parseWebMessage, type WebMessage } from '@keepsake/shared/contract/website';
import { openChannel } from './channel';

const ready = { namespace: BUILDER_NAMESPACE, version: 1, id: 'm1', type: 'web:ready', payload: { path: '/' } };

function setup() {
  const peer = { postMessage: jest.fn() } as unknown as Window;
  const received: WebMessage[] = [];
  const log = jest.fn();
  const channel = openChannel<WebMessage, WebMessage>({
    self: window,
    peer: () => peer,
    peerOrigin: 'https://studio.example',
    parse: parseWebMessage,
    onMessage: (message) => received.push(message),
    label: 'test',
    log,
  });
  const dispatch = (data: unknown, origin: string, source: unknown = peer) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { peer, received, log, channel, dispatch };
}

describe('openChannel', () => {
  it('hands on a valid message from the expected window and origin', () => {
    const { received, dispatch, channel } = setup();
    dispatch(ready, 'https://studio.example');
    expect(received).toEqual([{ type: 'web:ready', payload: { path: '/' } }]);
    channel.close();
  });

  it('ignores and logs another origin and malformed or unknown messages', () => {
    const { received, dispatch, log, channel } = setup();
    dispatch(ready, 'https://evil.example');
    dispatch({ ...ready, type: 'web:unknown' }, 'https://studio.example');
    dispatch('hello', 'https://studio.example');
    expect(received).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
    channel.close();
  });

  it('ignores messages from any other window, even on the right origin', () => {
    const { received, dispatch, channel } = setup();
    dispatch(ready, 'https://studio.example', window);
    expect(received).toEqual([]);
    channel.close();
  });

  it('sends in the envelope to the exact origin, never "*"', () => {
    const { peer, channel } = setup();
    channel.send({ type: 'web:open-modules', payload: {} });
    expect(peer.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ namespace: BUILDER_NAMESPACE, version: 1, type: 'web:open-modules', payload: {}, id: expect.any(String) }),
      'https://studio.example',
    );
    channel.close();
  });

  it('stops listening when closed', () => {
    const { received, dispatch, channel } = setup();
    channel.close();
    dispatch(ready, 'https://studio.example');
    expect(received).toEqual([]);
  });
});

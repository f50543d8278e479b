import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { parseWebMessage, type StudioCommand, type WebMessage } from '@keepsake/shared/contract/website';
import { openChannel, type Channel } from '../../../../shared/channel';

/**
 * The studio's end of the protocol, talking to one iframe on one exact origin. Commands are sent only once
 * the page in the frame has said web:ready; a reload of the frame (a new web:ready) makes `onReady` run
 * again so the studio hands the new page its draft. Changing `frameKey` (a new src) waits for a new ready.
 */
export function useFrameChannel(
  frameRef: RefObject<HTMLIFrameElement | null>,
  frameOrigin: string,
  frameKey: string,
  onMessage: (message: WebMessage) => void,
) {
  // Counts web:ready messages, so each (re)load of the page in the frame triggers a new hand-over.
  const [readyCount, setReadyCount] = useState(0);
  const readyRef = useRef(false);
  const channelRef = useRef<Channel<StudioCommand> | null>(null);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    readyRef.current = false;
  }, [frameKey]);

  useEffect(() => {
    const channel = openChannel<WebMessage, StudioCommand>({
      self: window,
      peer: () => frameRef.current?.contentWindow,
      peerOrigin: frameOrigin,
      parse: parseWebMessage,
      onMessage: (message) => {
        if (message.type === 'web:ready') {
          readyRef.current = true;
          setReadyCount((count) => count + 1);
        }
        onMessageRef.current(message);
      },
      label: 'studio',
    });
    channelRef.current = channel;
    return () => {
      channelRef.current = null;
      channel.close();
    };
  }, [frameOrigin, frameRef]);

  const send = useCallback((command: StudioCommand) => {
    if (!readyRef.current) return false;
    return channelRef.current?.send(command) ?? false;
  }, []);

  return { readyCount, send };
}

import { envelope, type ParsedEnvelope } from '@keepsake/shared/contract/website';

type Message = { type: string; payload: unknown };

export interface ChannelOptions<In extends Message> {
  /** The window this end listens on. */
  self: Window;
  /** The one window allowed to talk to us (checked against `event.source`), read at each message. */
  peer: () => Window | null | undefined;
  /** The exact origin of the peer: messages go only there, and only messages from it are heard. */
  peerOrigin: string;
  parse: (data: unknown) => ParsedEnvelope<In>;
  onMessage: (message: In) => void;
  /** For the log lines of ignored messages. */
  label: string;
  log?: (message: string, detail?: unknown) => void;
}

export interface Channel<Out extends Message> {
  send(message: Out): boolean;
  close(): void;
}

/**
 * One end of the builder protocol: every message in the envelope, to the exact peer origin (never "*"),
 * and only messages from the expected window and origin that parse with the contract are handed on.
 * Anything else is ignored and logged.
 */
export function openChannel<In extends Message, Out extends Message>(options: ChannelOptions<In>): Channel<Out> {
  const { self, peer, peerOrigin, parse, onMessage, label } = options;
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(`[keepsake] ${label}: ${message}`, detail ?? ''));
  const listener = (event: MessageEvent) => {
    const expected = peer();
    if (!expected || event.source !== expected) return; // Other windows (extensions, other frames) are not ours to judge.
    if (event.origin !== peerOrigin) {
      log(`ignored a message from ${event.origin}, expected ${peerOrigin}`);
      return;
    }
    const parsed = parse(event.data);
    if (!parsed.ok) {
      log(`ignored a message: ${parsed.reason}`, event.data);
      return;
    }
    onMessage(parsed.message);
  };
  self.addEventListener('message', listener);
  return {
    send(message) {
      const target = peer();
      if (!target) return false;
      target.postMessage(envelope(message), peerOrigin);
      return true;
    },
    close() {
      self.removeEventListener('message', listener);
    },
  };
}

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PaymentProviderConfig } from '@keepsake/shared/contract/payment';
import type { CardFieldsHandle, TokenResult } from './types';

// The sandbox's hosted fields: its page on its own origin in a frame. Messages are taken only from that
// frame's window and that origin, and sent only to that origin (the frame sends to ours only, by name).
const SOURCE = 'keepsake-sandbox';

export function SandboxFields({ config, handleRef, onSubmit }: { config: PaymentProviderConfig; handleRef: Ref<CardFieldsHandle>; onSubmit?: () => void }) {
  const fields = useRef<HTMLIFrameElement>(null);
  const challenge = useRef<HTMLIFrameElement>(null);
  const [origin, setOrigin] = useState<string | null>(null);
  const [height, setHeight] = useState(260);
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null);
  const waiting = useRef<((result: TokenResult) => void) | null>(null);
  const challengeDone = useRef<(() => void) | null>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;

  // Our origin is the page's, known in the browser only (the page may be rendered on the server).
  useEffect(() => setOrigin(window.location.origin), []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== config.origin) return;
      const data = event.data as { source?: string; type?: string; token?: unknown; height?: unknown } | null;
      if (!data || data.source !== SOURCE) return;
      if (event.source === fields.current?.contentWindow) {
        if (data.type === 'resize' && typeof data.height === 'number') setHeight(Math.min(Math.max(Math.ceil(data.height), 120), 800));
        if (data.type === 'submit') submit.current?.();
        const settle = (result: TokenResult) => {
          waiting.current?.(result);
          waiting.current = null;
        };
        if (data.type === 'token' && typeof data.token === 'string') settle({ token: data.token });
        if (data.type === 'invalid') settle({ problem: 'invalid' });
        if (data.type === 'error') settle({ problem: 'unavailable' });
      }
      if (event.source === challenge.current?.contentWindow && data.type === 'challenge-complete') {
        setChallengeUrl(null);
        challengeDone.current?.();
        challengeDone.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [config.origin]);

  useImperativeHandle(handleRef, () => ({
    tokenize: () =>
      new Promise<TokenResult>((resolve) => {
        waiting.current?.({ problem: 'unavailable' });
        waiting.current = resolve;
        fields.current?.contentWindow?.postMessage({ type: 'tokenize' }, config.origin);
        setTimeout(() => {
          if (waiting.current !== resolve) return;
          waiting.current = null;
          resolve({ problem: 'unavailable' });
        }, 20_000);
      }),
    clearNumber: () => fields.current?.contentWindow?.postMessage({ type: 'clear-number' }, config.origin),
    completeNextAction: (action) =>
      new Promise<void>((resolve) => {
        if (action.kind !== 'challenge' || new URL(action.url).origin !== config.origin) return resolve();
        challengeDone.current = resolve;
        setChallengeUrl(action.url);
      }),
  }));

  useEffect(() => {
    if (challengeUrl) challenge.current?.focus();
  }, [challengeUrl]);

  if (!origin) return null;
  const parent = `parent=${encodeURIComponent(origin)}`;
  return (
    <>
      {challengeUrl ? (
        <iframe
          ref={challenge}
          title="Confirm your payment with your bank"
          src={`${challengeUrl}?${parent}`}
          css={{ width: '100%', height: 300, border: '1px solid #5c6661', borderRadius: 6, display: 'block', marginBottom: 16 }}
        />
      ) : null}
      <iframe
        ref={fields}
        title="Card details"
        src={`${config.origin}/fields?${parent}`}
        css={{ width: '100%', height, border: 0, display: challengeUrl ? 'none' : 'block' }}
      />
    </>
  );
}

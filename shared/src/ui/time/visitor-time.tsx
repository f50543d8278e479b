import { useSyncExternalStore } from 'react';
import { runtimeTimeZone, visitorTime } from '@keepsake/shared/time';
import { useHomeTimeZone } from './use-home-time-zone';

const subscribe = () => () => undefined;
// The server does not know the visitor's zone: it writes the home's time only, and the browser adds theirs
// once hydrated (useSyncExternalStore renders the server's answer first, so hydration matches).
const serverZone = () => null;

/** The visitor's own time zone in the browser, null while server-rendering and hydrating. */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(subscribe, runtimeTimeZone, serverZone);
}

/**
 * "6:00 AM Tuesday your time" under a time written in the home's zone, for a visitor whose clock reads
 * otherwise: when it starts for them, as issue 43.3 words it ("4:00 PM EST · 6:00 AM your time"). The line is
 * always there, one line high, so nothing below it moves when the browser fills it in after hydration (no
 * layout shift); it never wraps onto a second line, and stays empty for a visitor in the home's zone.
 */
export function VisitorTime({ start }: { start: string }) {
  const homeZone = useHomeTimeZone();
  const visitorZone = useVisitorTimeZone();
  const text = visitorZone ? visitorTime(start, null, homeZone, visitorZone) : null;
  return (
    <span
      data-visitor-time=""
      title={text ?? undefined}
      css={{ display: 'block', minHeight: '1lh', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {text}
    </span>
  );
}

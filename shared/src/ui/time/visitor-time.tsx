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
 * "6:00 AM your time" beside a time written in the home's zone, for a visitor whose clock reads otherwise.
 * The line is always there, so nothing below it moves when the browser fills it in after hydration
 * (issue 43.3: no layout shift); it stays empty for a visitor in the home's zone.
 */
export function VisitorTime({ start, end }: { start: string; end?: string | null }) {
  const homeZone = useHomeTimeZone();
  const visitorZone = useVisitorTimeZone();
  const text = visitorZone ? visitorTime(start, end, homeZone, visitorZone) : null;
  return (
    <span data-visitor-time="" css={{ display: 'block', minHeight: '1lh', fontSize: 'inherit' }}>
      {text}
    </span>
  );
}

import type { SessionUser } from '@keepsake/shared/contract/website';

// Names are `area:verb`. Payloads stay in-process (the bus never crosses a frame); the builder's
// postMessage protocol is separate (SPEC §7). State every part reads lives in the store's atoms (the
// session, the render context); the bus carries what happened, for whoever must act on it: a remote
// emits, the shell (which owns the session and the website of the page) acts. docs/decisions/081.
export type Events = {
  /** Someone signed in (portal, studio): the shell makes them the page's session. */
  'session:signed-in': { user: SessionUser };
  /** Someone signed out, or their session ended (a 401): the shell forgets it and everything it fetched. */
  'session:signed-out': undefined;
  /** Staff published the website or rolled it back (studio): the shell shows the page the new site. */
  'site:published': undefined;
};

export type EventName = keyof Events;

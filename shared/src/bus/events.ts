// Names are `area:verb`. Payloads stay in-process (the bus never crosses a frame), so they may hold
// functions and React nodes; the builder's postMessage protocol is separate (SPEC §7).
// An event is added with the first code that emits it (the builder and portal issues bring theirs): an
// event no one emits is a listener no one can reach.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no event is emitted yet
export type Events = {};

export type EventName = keyof Events;

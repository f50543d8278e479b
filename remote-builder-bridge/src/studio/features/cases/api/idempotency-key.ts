/** One key per payment or refund staff mean: a double click or a resent request is recorded once (the API keeps it). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`;

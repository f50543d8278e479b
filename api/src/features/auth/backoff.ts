// Per-account sign-in backoff, on top of the per-IP limit: a password guesser spreading over many
// addresses still gets only a few tries per account. Keyed on the normalised email whether or not an
// account exists, so the answer tells nothing about which emails are registered. In memory per API
// process (several processes each allow the same few tries: still a handful, not thousands).
export interface SignInBackoff {
  // Seconds to wait before this email may try again, or 0.
  retryAfter(email: string, now?: number): number;
  failed(email: string, now?: number): void;
  succeeded(email: string): void;
}

export interface BackoffOptions {
  // Failures in a row after which each further try must wait.
  freeFailures: number;
  // The first wait; doubles with each further failure, up to maxDelayMs.
  baseDelayMs: number;
  maxDelayMs: number;
  // A quiet period after which an account's count starts again.
  resetAfterMs: number;
  // Bounded memory: the oldest entries go first.
  maxEntries: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  freeFailures: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  resetAfterMs: 60 * 60_000,
  maxEntries: 50_000,
};

export function createSignInBackoff(options: BackoffOptions = DEFAULT_BACKOFF): SignInBackoff {
  const entries = new Map<string, { failures: number; last: number; until: number }>();
  const keyOf = (email: string) => email.trim().toLowerCase();
  const current = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && now - entry.last > options.resetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    retryAfter(email, now = Date.now()) {
      const entry = current(keyOf(email), now);
      return entry && entry.until > now ? Math.ceil((entry.until - now) / 1000) : 0;
    },
    failed(email, now = Date.now()) {
      const key = keyOf(email);
      const entry = current(key, now) ?? { failures: 0, last: now, until: 0 };
      entry.failures += 1;
      entry.last = now;
      const over = entry.failures - options.freeFailures;
      if (over >= 0) entry.until = now + Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** over);
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    },
    succeeded(email) {
      entries.delete(keyOf(email));
    },
  };
}

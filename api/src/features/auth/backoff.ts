// Per-account sign-in backoff, on top of the per-IP limit: a password guesser spreading over many
// addresses still gets only a few tries per account. Keyed on the normalised email whether or not an
// account exists, so the answer tells nothing about which emails are registered. Counted in the database
// (sign_in_backoff, ADR 090), so every API process behind the load balancer sees the same count: kept in
// each process's memory, several processes each allowed the same few tries.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInBackoffs } from '../../db/shared-limits';

// Keyed on a string: the normalised email, or (issue 37 point 3) the email and the client asking
// (auth/sign-in-guard.ts). Each key has its own count.
export interface SignInBackoff {
  // Seconds to wait before this key may try again, or 0.
  retryAfter(key: string): Promise<number>;
  // Counts a failure; returns the failures in a row so far.
  failed(key: string): Promise<number>;
  succeeded(key: string): Promise<void>;
}

export interface BackoffOptions {
  // Failures in a row after which each further try must wait.
  freeFailures: number;
  // The first wait; doubles with each further failure, up to maxDelayMs.
  baseDelayMs: number;
  maxDelayMs: number;
  // A quiet period after which an account's count starts again.
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  freeFailures: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  resetAfterMs: 60 * 60_000,
};

const keyOf = (email: string) => email.trim().toLowerCase();

export function createSignInBackoff(db: Db, options: BackoffOptions = DEFAULT_BACKOFF): SignInBackoff {
  const t = signInBackoffs;
  // The failures once this one is counted: a quiet period longer than resetAfterMs starts again at 1.
  // Numbers from the options are written into the SQL (whole numbers, never input): typed, not parameters.
  const resetAfter = sql.raw(`${Math.trunc(options.resetAfterMs)} * interval '1 millisecond'`);
  const failures = sql`(CASE WHEN ${t.lastFailedAt} < now() - ${resetAfter} THEN 1 ELSE ${t.failures} + 1 END)`;
  const free = sql.raw(String(Math.trunc(options.freeFailures)));
  const blockedUntil = (count: ReturnType<typeof sql>) =>
    sql`(CASE WHEN ${count} >= ${free}
      THEN now() + least(${sql.raw(String(options.maxDelayMs))}::float8, ${sql.raw(String(options.baseDelayMs))}::float8 * power(2, ${count} - ${free})) * interval '1 millisecond'
      ELSE NULL END)`;
  return {
    async retryAfter(email) {
      const [row] = await db
        .select({ ms: sql<number>`extract(epoch from (${t.blockedUntil} - now())) * 1000` })
        .from(t)
        .where(sql`${t.emailKey} = ${keyOf(email)} AND ${t.blockedUntil} > now() AND ${t.lastFailedAt} >= now() - ${resetAfter}`)
        .limit(1);
      return row ? Math.max(1, Math.ceil(Number(row.ms) / 1000)) : 0;
    },
    async failed(email) {
      const [row] = await db
        .insert(t)
        .values({ emailKey: keyOf(email), failures: 1, lastFailedAt: sql`now()`, blockedUntil: blockedUntil(sql`1`) })
        .onConflictDoUpdate({ target: t.emailKey, set: { failures, lastFailedAt: sql`now()`, blockedUntil: blockedUntil(failures) } })
        .returning({ failures: t.failures });
      // Now and then the entries past their quiet period go, so the table stays small.
      if (Math.random() < 1 / 500) await db.delete(t).where(sql`${t.lastFailedAt} < now() - ${resetAfter}`);
      return row?.failures ?? 1;
    },
    async succeeded(email) {
      await db.delete(t).where(eq(t.emailKey, keyOf(email)));
    },
  };
}

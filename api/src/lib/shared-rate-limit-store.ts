import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/shared-limits';

// @fastify/rate-limit's store interface (its LocalStore and RedisStore have the same shape). The plugin
// passes the route's window (ms) and max after the callback; its typings leave them out.
type Incr = (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number) => void;
const DEFAULT_WINDOW_MS = 60_000;
interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

// Now and then (about one count in 500) the windows that ended are deleted, so the table stays small.
const SWEEP_CHANCE = 1 / 500;

/**
 * One hit on `key` in a fixed window of `windowMs`, shared by every API process on this database: an
 * atomic upsert (a new or expired window starts at 1, a live one counts up). Returns the count so far
 * and the milliseconds left in the window.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimitHits.expiresAt} <= now() THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        expiresAt: sql`CASE WHEN ${rateLimitHits.expiresAt} <= now() THEN excluded.expires_at ELSE ${rateLimitHits.expiresAt} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, ttl: sql<number>`greatest(0, extract(epoch from (${rateLimitHits.expiresAt} - now())) * 1000)::float8` });
  if (Math.random() < SWEEP_CHANCE) await db.delete(rateLimitHits).where(sql`${rateLimitHits.expiresAt} < now()`);
  return { current: row?.hits ?? 1, ttl: Math.ceil(Number(row?.ttl ?? windowMs)) };
}

/**
 * A store class for @fastify/rate-limit (`store` option) that counts in PostgreSQL (ADR 090): several API
 * processes behind one load balancer each used to allow the full limit. Each route gets its own keys
 * (the library's LocalStore keeps one map per route; here the route is part of the key).
 */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore {
    // The plugin hands the global options first (unused: the window and max come with each count).
    constructor(
      _options?: unknown,
      private readonly scope: string = 'global',
    ) {}

    incr: Incr = (key, callback, timeWindow) => {
      countHit(db, `rl:${this.scope}:${key}`, timeWindow ?? DEFAULT_WINDOW_MS).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    };

    // At run time the plugin passes its merged params with the route under `routeInfo`.
    child(routeOptions: object) {
      const route = (routeOptions as RouteInfo).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}`);
    }
  };
}

import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from './http-error';
import { countHit } from './shared-rate-limit-store';

export interface RequestLimit {
  // What is counted: e.g. `keepsake-case:12`. Shared by every API process (countHit, ADR 090).
  key: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Counts one more of an expensive thing (a keepsake made, issue 37 point 2) against each limit in turn:
 * the first one it goes over answers 429 with `Retry-After` (the seconds left in that limit's window) and
 * the limit's message. A limit that refused counts the try; the ones after it are not reached.
 */
export async function withinLimits(db: Db, reply: FastifyReply, limits: RequestLimit[]): Promise<void> {
  for (const limit of limits) {
    const { current, ttl } = await countHit(db, limit.key, limit.windowMs);
    if (current > limit.max) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))));
      throw new HttpError(429, limit.message);
    }
  }
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { obituaryCacheKey } from './obituary-queries';
import { caseObituaries } from './case-obituary-tables';

// Public obituary reads are cached (lib/public-cache.ts, ADR 006). Each family write that changes what the
// public memorial shows (approved text, photos, music, portrait, theme, wall, approved video) calls one
// of these once it has committed, dropping that page's cached reads (the obituary and, under the same
// prefix, its photos and memories) so the next visitor sees the change at once.
export function invalidatePublicObituary(app: FastifyInstance, siteId: string, obituaryId: number | null): void {
  if (obituaryId !== null) app.publicCache.invalidate(siteId, obituaryCacheKey(obituaryId));
}

// The same for a case, when the write did not already look up the case's public page.
export async function invalidateCasePublicPage(app: FastifyInstance, db: Db, siteId: string, caseId: number): Promise<void> {
  const [link] = await db.select({ obituaryId: caseObituaries.obituaryId }).from(caseObituaries).where(eq(caseObituaries.caseId, caseId));
  invalidatePublicObituary(app, siteId, link?.obituaryId ?? null);
}

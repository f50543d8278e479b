import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteRedirects } from '../../../db/schema';

export function listRedirects(db: Db, siteId: string) {
  return db
    .select({ from: siteRedirects.fromPath, to: siteRedirects.toUrl, permanent: siteRedirects.permanent })
    .from(siteRedirects)
    .where(eq(siteRedirects.siteId, siteId))
    .orderBy(asc(siteRedirects.position), asc(siteRedirects.fromPath));
}

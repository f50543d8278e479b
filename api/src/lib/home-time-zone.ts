import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteContexts } from '../db/schema';
import { isTimeZone } from './zoned-time';

// The funeral home's time zone (site settings, SPEC: settings.timeZone): service times are entered, stored
// and shown in it wherever the reader is. The approved settings are the home's; while a home has only a
// draft (a new site), its draft's; a home with none, or a zone the tz database does not know, reads UTC.
export async function homeTimeZone(db: Db, siteId: string): Promise<string> {
  for (const version of ['approved', 'draft'] as const) {
    const [row] = await db
      .select({ document: siteContexts.document })
      .from(siteContexts)
      .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, version)))
      .limit(1);
    const zone = (row?.document as { settings?: { timeZone?: unknown } } | undefined)?.settings?.timeZone;
    if (typeof zone === 'string' && zone !== '' && isTimeZone(zone)) return zone;
  }
  return 'UTC';
}

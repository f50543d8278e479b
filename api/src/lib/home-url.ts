import { asc, eq } from 'drizzle-orm';
import { canonicalOrigin, homeUrl } from '@keepsake/shared/rules';
import type { Db } from '../db/client';
import { siteHosts, sites } from '../db/schema';

export { homeUrl };

/**
 * A home's canonical origin (site.canonical_url, migration 960), which every absolute link the API makes
 * starts with: mail, keepsake pages, the render context's share links. Never a request's Origin or Host
 * (issue 37 point 6: `Origin: http://localhost:6666` picked where a reset link pointed). A home without
 * one (made before it existed) gets https on its first host.
 */
export async function homeOrigin(db: Db, siteId: string): Promise<string> {
  const [site] = await db.select({ canonicalUrl: sites.canonicalUrl }).from(sites).where(eq(sites.id, siteId)).limit(1);
  const origin = canonicalOrigin(site?.canonicalUrl);
  if (origin) return origin;
  const [host] = await db.select({ host: siteHosts.host }).from(siteHosts).where(eq(siteHosts.siteId, siteId)).orderBy(asc(siteHosts.host)).limit(1);
  if (!host) throw new Error(`The home ${siteId} has no host to link to.`);
  return `https://${host.host}`;
}

/** The absolute URL of one of the home's paths ("/family-portal/login?reset=…"), from its canonical origin. */
export async function homeLink(db: Db, siteId: string, path: string): Promise<string> {
  return homeUrl(await homeOrigin(db, siteId), path);
}

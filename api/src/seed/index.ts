import { sql } from 'drizzle-orm';
import type { RenderContext } from '@keepsake/shared/contract';
import type { Db } from '../db/client';
import { HARBORVIEW_PLANNING, seedPlanning, WILLOWBROOK_PLANNING } from '../features/planning/seed-sections';
import { siteContexts, siteHosts, siteRedirects, sites } from '../db/schema';
import { seedBlog } from './site-blog';
import { HARBORVIEW_HOSTS, HARBORVIEW_SITE, harborviewApproved, harborviewRedirects } from './harborview-site';
import { seedObituaryDemo } from './obituaries-demo';
import { seedFamilyPortal } from './family-portal';
import { seedArrangements } from './arrangements-catalogue';
import { seedFamilyContent } from './family-content';
import { DEMO_FAMILY, DEMO_STAFF, insertUser, SECOND_SITE_STAFF } from './users';
import { WILLOWBROOK_HOSTS, WILLOWBROOK_SITE, willowbrookApproved, willowbrookDraft, willowbrookRedirects } from './willowbrook-site';

interface SiteSeed {
  site: { id: string; slug: string; name: string; canonicalUrl: string };
  hosts: string[];
  approved: RenderContext;
  draft: RenderContext;
  redirects: { from: string; to: string; permanent: boolean }[];
}

async function insertSite(db: Db, seed: SiteSeed): Promise<void> {
  await db.insert(sites).values(seed.site);
  await db.insert(siteHosts).values(seed.hosts.map((host) => ({ host, siteId: seed.site.id })));
  await db.insert(siteContexts).values([
    { siteId: seed.site.id, version: 'approved', document: seed.approved },
    { siteId: seed.site.id, version: 'draft', document: seed.draft },
  ]);
  await db.insert(siteRedirects).values(
    seed.redirects.map((redirect, position) => ({
      id: `${seed.site.id}-redirect-${position + 1}`,
      siteId: seed.site.id,
      fromPath: redirect.from,
      toUrl: redirect.to,
      permanent: redirect.permanent,
      position,
    })),
  );
}

// The demo's homes are linked to where `npm start` serves them (lib/home-url.ts): http://localhost:3000, or
// the port the shell was moved to (PORT: e2e and the bench run on their own ports).
function demoOrigin(host: string, env: NodeJS.ProcessEnv = process.env): string {
  return `http://${host}:${Number.parseInt(env.PORT ?? '', 10) || 3000}`;
}

// The demo data: Willowbrook (hosts localhost, 127.0.0.1) and Harborview (second.keepsake.test).
// Tests call it on a fresh database; start.ts calls seedIfEmpty. All or nothing.
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await insertSite(txDb, {
      site: { ...WILLOWBROOK_SITE, canonicalUrl: demoOrigin('localhost') },
      hosts: WILLOWBROOK_HOSTS,
      approved: willowbrookApproved,
      draft: willowbrookDraft(),
      redirects: willowbrookRedirects,
    });
    await insertSite(txDb, {
      site: { ...HARBORVIEW_SITE, canonicalUrl: demoOrigin(HARBORVIEW_HOSTS[0]!) },
      hosts: HARBORVIEW_HOSTS,
      approved: harborviewApproved,
      draft: harborviewApproved,
      redirects: harborviewRedirects,
    });
    const userIds: string[] = [];
    for (const seedUser of [DEMO_STAFF, DEMO_FAMILY, SECOND_SITE_STAFF]) userIds.push(await insertUser(txDb, seedUser));
    await seedObituaryDemo(txDb);
    await seedPlanning(txDb, WILLOWBROOK_SITE.id, WILLOWBROOK_PLANNING);
    await seedPlanning(txDb, HARBORVIEW_SITE.id, HARBORVIEW_PLANNING);
    await seedBlog(txDb);
    await seedFamilyPortal(txDb, userIds[1]!);
    await seedArrangements(txDb);
    await seedFamilyContent(txDb);
  });
}

// First start only: once any site exists the database belongs to its owner and is never re-seeded.
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sites);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Home } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { siteHosts, sites } from '../../../db/schema';
import { siteStatus } from '../../../db/site-status';

/** Every home with its hosts, oldest first (the operator's list). */
export async function listHomes(db: Db, where?: { siteId: string }): Promise<Home[]> {
  const rows = await db
    .select({
      id: sites.id,
      slug: sites.slug,
      name: sites.name,
      createdAt: sites.createdAt,
      suspendedAt: siteStatus.suspendedAt,
      hosts: sql<
        string[]
      >`coalesce((SELECT array_agg(${siteHosts.host} ORDER BY ${siteHosts.host}) FROM ${siteHosts} WHERE ${siteHosts.siteId} = ${sites.id}), '{}')`,
    })
    .from(sites)
    .leftJoin(siteStatus, eq(siteStatus.siteId, sites.id))
    .where(where ? eq(sites.id, where.siteId) : undefined)
    .orderBy(asc(sites.createdAt), asc(sites.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    hosts: row.hosts,
    createdAt: row.createdAt.toISOString(),
    active: row.suspendedAt === null,
  }));
}

export async function setSuspended(db: Db, siteId: string, suspended: boolean): Promise<void> {
  const suspendedAt = suspended ? sql`now()` : null;
  await db
    .insert(siteStatus)
    .values({ siteId, suspendedAt })
    .onConflictDoUpdate({ target: siteStatus.siteId, set: { suspendedAt, updatedAt: sql`now()` } });
}

/** A slug of the name that no home has yet: "Oak Hill Chapel" → "oak-hill-chapel", then "-2", "-3"… */
export async function freeSlug(db: Db, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'home';
  const taken = new Set(
    (
      await db
        .select({ slug: sites.slug })
        .from(sites)
        .where(sql`${sites.slug} = ${base} OR ${sites.slug} LIKE ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

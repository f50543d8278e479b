import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { siteHosts, sites } from '../db/schema';
import { siteStatus } from '../db/site-status';
import { badRequest, HttpError, notFound } from '../lib/http-error';

export interface Site {
  id: string;
  slug: string;
  name: string;
  // Suspended by the platform operator (platform-homes, issue 27): its host answers 503, nothing else.
  suspended?: boolean;
}

export const SITE_SUSPENDED_MESSAGE = "This funeral home's website is paused at the moment. Please contact the funeral home by phone.";

declare module 'fastify' {
  interface FastifyRequest {
    // Set for every /api/web, /api/family, /api/staff and /api/auth request; those never run without a site.
    site: Site | null;
    // The resolved site's id; throws (a 500: a routing bug, never the client's fault) where no site was
    // resolved. Every site-scoped query reads this, never a header.
    readonly siteId: string;
  }
}

// Routes under these prefixes read or write a funeral home's data, so they need to know which one.
const SITE_SCOPED_PREFIXES = ['/api/web/', '/api/family/', '/api/auth/', '/api/staff/'];

// "Localhost:3000", "[::1]:3000", "https://x.example" → "localhost", "[::1]", "x.example".
// Returns null for anything that is not a hostname.
export function normalizeHost(raw: string): string | null {
  let value = raw.trim().toLowerCase();
  if (value.includes('://')) {
    try {
      value = new URL(value).host;
    } catch {
      return null;
    }
  }
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end > 1 && /^\[[0-9a-f:.]+\]$/.test(value.slice(0, end + 1)) ? value.slice(0, end + 1) : null;
  }
  value = value.replace(/:\d*$/, '').replace(/\.$/, '');
  if (!value || value.length > 253 || !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(value)) return null;
  return value;
}

// X-Host is what the shell sends (SPEC §3); a direct call falls back to Host.
export function requestHostname(request: FastifyRequest): string | null {
  const header = request.headers['x-host'] ?? request.headers.host;
  const raw = Array.isArray(header) ? header[0] : header;
  return raw ? normalizeHost(raw) : null;
}

export async function findSiteByHost(db: Db, host: string): Promise<Site | null> {
  const rows = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name, suspendedAt: siteStatus.suspendedAt })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .leftJoin(siteStatus, eq(siteStatus.siteId, sites.id))
    .where(eq(siteHosts.host, host))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, slug: row.slug, name: row.name, suspended: row.suspendedAt !== null } : null;
}

export interface SiteResolver {
  byHost(host: string): Promise<Site | null>;
  // Drops cached answers (a host added or moved); every process also forgets them after ttlMs.
  invalidate(): void;
}

// Host → site on every request is the hottest query there is; hosts change rarely (a new domain), so a
// short-lived in-memory copy is enough, including "unknown" answers (a flood of bogus hosts costs one
// lookup per host per ttl, bounded by maxEntries).
export function createSiteResolver(db: Db, { ttlMs = 10_000, maxEntries = 10_000 } = {}): SiteResolver {
  const cache = new Map<string, { site: Promise<Site | null>; at: number }>();
  return {
    byHost(host) {
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && now - hit.at < ttlMs) return hit.site;
      const site = findSiteByHost(db, host);
      cache.set(host, { site, at: now });
      site.catch(() => cache.delete(host));
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      return site;
    },
    invalidate() {
      cache.clear();
    },
  };
}

export function registerSiteResolution(app: FastifyInstance, sites: SiteResolver): void {
  app.decorateRequest('site', null);
  app.decorateRequest('siteId', {
    getter(this: FastifyRequest): string {
      if (!this.site) throw new Error(`site-resolution did not run for ${this.url}`);
      return this.site.id;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!SITE_SCOPED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const host = requestHostname(request);
    if (!host) {
      throw badRequest('The X-Host header must be the hostname of a funeral home website.', {
        'x-host': 'Please enter a valid format',
      });
    }
    const site = await sites.byHost(host);
    // Unknown host: a 404 of its own, never a fallback to some other site.
    if (!site) throw notFound(`No funeral home website is set up for the host "${host}".`);
    if (site.suspended) {
      // The shell reads this header to answer its own plain page for every path of the host.
      reply.header('x-keepsake-site', 'suspended').header('retry-after', '3600');
      throw new HttpError(503, SITE_SUSPENDED_MESSAGE);
    }
    request.site = site;
  });
}

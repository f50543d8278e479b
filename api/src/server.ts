import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { registerAssetRoutes } from './features/assets/routes';
import { createAuth } from './features/auth/better-auth';
import { registerAuthRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { registerCookieWriteGuard } from './features/auth/session-cookie';
import { registerBlogRoutes } from './features/blog/routes';
import { registerContactRoutes } from './features/contact/routes';
import { registerHealthRoutes } from './features/health/routes';
import { registerMemoryRoutes } from './features/memories/routes';
import { approvedMemoryCount } from './features/memories/queries';
import { registerObituaryRoutes } from './features/obituaries/routes';
import type { PaymentProvider } from './features/payments/payment-provider';
import { createSandboxPaymentProvider } from './features/payments/sandbox-provider';
import { registerShopRoutes } from './features/shop/routes';
import { registerRedirectRoutes } from './features/redirects/routes';
import { registerRenderContextRoutes } from './features/render-context/routes';
import { registerPlanningRoutes } from './features/planning/routes';
import { registerFamilyPortal } from './features/family-cases/register';
import { createMailer } from './features/mail/mailer';
import { registerArrangementRoutes } from './features/arrangements/routes';
import { registerCasePaymentRoutes } from './features/case-payments/routes';
import { registerSiteDraftRoutes } from './features/site-drafts/routes';
import { approvedVideoOf } from './features/tribute-video/queries';
import { createPublicCache, type PublicCache } from './lib/public-cache';
import { redacted } from './lib/redact';
import { registerFamilyContent } from './features/case-media/register';
import { seedAssetsDir } from './paths';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { normalizeUrl } from './plugins/normalize-path';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createSiteResolver, registerSiteResolution } from './plugins/site-resolution';

declare module 'fastify' {
  interface FastifyInstance {
    // The open database; start.ts and tests migrate and seed through it. Closed with the server.
    database: Database;
    // Hot public reads as ready-to-send bytes; a write that changes one calls invalidate (lib/public-cache.ts).
    publicCache: PublicCache;
  }
}

// Builds the API without listening, so tests drive it with app.inject and start.ts adds the port.
export interface ServerParts {
  // The card provider; the sandbox when not given (a real provider is plugged in here).
  payments?: PaymentProvider;
}

export async function createServer(config: ApiConfig, parts: ServerParts = {}): Promise<FastifyInstance> {
  const database = await openDatabase(config.database);
  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL || 'info' } : false,
    // The client's address: X-Forwarded-For is believed for exactly config.proxy.hops hops, and only
    // when each of those hops connected from a configured proxy address (hop 0 is the socket). The
    // shell's proxy overwrites the header with its socket's address (tools/serve), so a client-sent
    // X-Forwarded-For never becomes request.ip.
    trustProxy: (address: string, hop: number) => hop < config.proxy.hops && config.proxy.addresses.includes(address),
    bodyLimit: 1024 * 1024,
    // Every path in one spelling before routing and before any hook (plugins/normalize-path.ts).
    rewriteUrl: (request) => normalizeUrl(request.url ?? '/'),
  });
  app.decorate('database', database);
  const publicCache = createPublicCache(config.publicCache);
  app.decorate('publicCache', publicCache);
  // Several API processes on one PostgreSQL: an invalidation in one reaches the others' caches.
  const CACHE_CHANNEL = 'keepsake_public_cache';
  await database.listen(CACHE_CHANNEL, (payload) => {
    const [siteId, prefix] = JSON.parse(payload) as [string, string];
    publicCache.invalidate(siteId, prefix, { broadcast: false });
  });
  publicCache.onInvalidate((siteId, prefix) => {
    database.notify(CACHE_CHANNEL, JSON.stringify([siteId, prefix])).catch((error: unknown) => {
      app.log.error({ err: redacted(error) }, 'could not announce a cache invalidation');
    });
  });
  app.addHook('onClose', async () => database.close());

  const { db } = database;
  const sites = createSiteResolver(db);
  const auth = createAuth({
    db,
    sites,
    secret: config.auth.secret,
    baseUrl: config.auth.baseUrl,
    log: config.logger ? (level, message) => app.log[level === 'success' ? 'info' : level](`auth: ${message}`) : undefined,
  });
  const authService = createAuthService(auth, config.auth.baseUrl);

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // Opt-in per route (sign-in); registered before the routes so their config is seen.
  await app.register(rateLimit, { global: false });
  registerSiteResolution(app, sites);
  // Cookie-authenticated writes only from the site's own pages (login CSRF's sibling; ADR 006).
  registerCookieWriteGuard(app, sites);
  registerInputGuard(app);

  registerHealthRoutes(app, { sql: database });
  registerAssetRoutes(app, { dir: seedAssetsDir });
  registerRenderContextRoutes(app, { db, authService });
  registerSiteDraftRoutes(app, { db, authService });
  // One mailer for every mail the API sends (invitations, resets, copies of plans).
  const mailer = createMailer(db, config.mail);
  registerPlanningRoutes(app, { db, mailer });
  registerRedirectRoutes(app, { db });
  registerAuthRoutes(app, { db, authService, sites });
  // The public obituary imports no Family Portal module: what it shows from them is handed in here.
  registerObituaryRoutes(app, { db, authService, contributions: { approvedMemoryCount, approvedVideo: approvedVideoOf } });
  const payments = parts.payments ?? createSandboxPaymentProvider();
  registerShopRoutes(app, { db, payments });
  registerBlogRoutes(app, { db });
  registerContactRoutes(app, { db });
  registerFamilyPortal(app, { db, authService, mail: config.mail, mailer });
  registerArrangementRoutes(app, { db, authService });
  registerCasePaymentRoutes(app, { db, authService, payments });
  const storage = await registerFamilyContent(app, { db, authService, storage: config.storage, pixelLimits: config.pixelLimits });
  // After the family content: a visitor's photo on a memory goes to the same storage and multipart parser.
  registerMemoryRoutes(app, { db, storage });

  return app;
}

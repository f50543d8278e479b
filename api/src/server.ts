import os from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ApiConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { arrangementRoutes } from './features/arrangement/routes';
import { staffCatalogueRoutes } from './features/arrangement/staff-catalogue-routes';
import { assetRoutes } from './features/website/assets/routes';
import { createAuth } from './features/auth/better-auth';
import { authRoutes } from './features/auth/routes';
import { registerEdgeTrust } from './plugins/edge-trust';
import { registerStaffPermissions } from './features/case-core/staff-permission';
import { createAuthService } from './features/auth/service';
import { registerCookieWriteGuard } from './features/auth/session-cookie';
import { blogRoutes } from './features/website/blog/routes';
import { caseDetailRoutes } from './features/case/details/routes';
import { caseHistoryRoutes } from './features/case/history/routes';
import { caseMediaRoutes } from './features/media/routes';
import { caseObituaryRoutes } from './features/obituary/family/routes';
import { casePaymentRoutes } from './features/arrangement/payment-routes';
import { contactRoutes } from './features/inbox/contact/routes';
import { familyCaseRoutes, familyCaseScopedRoutes } from './features/case/family/routes';
import { healthRoutes } from './features/platform/health/routes';
import { caseInviteRoutes } from './features/case/invitations/invite-routes';
import { caseInvitationManageRoutes } from './features/case/invitations/manage-routes';
import { invitationRoutes } from './features/case/invitations/routes';
import { keepsakeRoutes } from './features/keepsake/routes';
import { keepsakeViewRoutes } from './features/keepsake/view-routes';
import { TRIBUTE_MUSIC_URL, tributeMusicWav } from './features/obituary/public/tribute-music';
import { createMediaReader } from './lib/media-reader';
import { homeLink } from './lib/home-url';
import { hashToken, newToken } from './lib/mail-links';
import { createMailer } from './lib/mailer';
import { outboxRoutes } from './features/platform/mail/routes';
import { stockThemeRoutes, themeRoutes } from './features/obituary/theme/routes';
import { wallReviewRoutes } from './features/obituary/wall-review/routes';
import { approvedMemoryCount } from './features/obituary/memories/queries';
import { memoryRoutes } from './features/obituary/memories/routes';
import { obituaryRoutes } from './features/obituary/public/routes';
import { passwordResetRoutes } from './features/auth/password-reset/routes';
import type { PaymentProvider } from './lib/payment-provider';
import { paymentProviderFromEnv } from './features/payment/provider-from-env';
import { paymentRoutes } from './features/payment/routes';
import { queueReconciliation } from './features/payment/reconcile-job';
import { sweepExpiredKeepsakes } from './features/keepsake/expiry';
import { casePaymentLedger } from './features/arrangement/payment-ledger';
import { shopOrderLedger } from './features/shop/payment-ledger';
import { shopOrderConfirmRoutes } from './features/shop/order-confirm-routes';
import { maskCardNumbers, registerCardNumberGuard } from './plugins/card-number-guard';
import { planningRoutes } from './features/planning/routes';
import { planResumeRoutes } from './features/planning/resume-routes';
import { platformHomeRoutes } from './features/platform/homes/routes';
import { redirectRoutes } from './features/website/redirects/routes';
import { staffRedirectRoutes } from './features/website/redirects/staff-routes';
import { builderPresenceRoutes } from './features/website/builder-presence/routes';
import { siteImageRoutes } from './features/website/images/routes';
import { renderContextRoutes } from './features/website/render-context/routes';
import { shopRoutes } from './features/shop/routes';
import { staffShopRoutes } from './features/shop/staff-routes';
import { siteDraftRoutes } from './features/website/drafts/routes';
import { staffAccountRoutes } from './features/team/routes';
import { staffCaseRoutes } from './features/case/staff/routes';
import { staffObituaryRoutes } from './features/obituary/staff/routes';
import { obituaryOnlyRoutes } from './features/obituary/staff/obituary-only-routes';
import { staffInboxRoutes } from './features/inbox/routes';
import { keepPlanInCase } from './features/case/details/keep-plan';
import { casePlanRoutes } from './features/case/details/plan-routes';
import { staffNotificationRoutes } from './features/inbox/notification-routes';
import { createNotifier } from './features/case-core/notify';
import { staffReportRoutes } from './features/payment/reports/routes';
import { staffEventRoutes } from './features/obituary/staff/event-routes';
import { stationeryRoutes } from './features/obituary/stationery/routes';
import { mediaFileRoutes } from './features/media/storage/routes';
import { createStorage } from './lib/storage';
import { taskRoutes } from './features/case/tasks/routes';
import { approvedVideoOf } from './features/obituary/tribute-video/queries';
import { tributeVideoRoutes } from './features/obituary/tribute-video/routes';
import { DEFAULT_HOME_LIMITS, withMailLimit, withStorageQuota } from './lib/home-quotas';
import { attachJobRunner } from './jobs/runner';
import { createPublicCache, type PublicCache } from './lib/public-cache';
import { publicCacheEventRoutes } from './features/website/public-cache-events/routes';
import { sharedRateLimitStore } from './lib/shared-rate-limit-store';
import { redacted } from './lib/redact';
import { serializerCompiler, validatorCompiler } from './lib/route-schemas';
import { seedAssetsDir } from './paths';
import { registerErrorHandling } from './plugins/errors';
import { registerFamilyNoStore } from './plugins/family-no-store';
import { registerInputGuard } from './plugins/input-guard';
import { registerMultipart } from './plugins/multipart';
import { normalizeUrl } from './plugins/normalize-path';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createSiteResolver, registerSiteResolution } from './plugins/site-resolution';

declare module 'fastify' {
  interface FastifyInstance {
    // The open database; start.ts and tests migrate and seed through it. Closed with the server.
    database: Database;
    // Hot public reads as ready-to-send bytes; a write that changes one calls invalidate (lib/public-cache.ts).
    publicCache: PublicCache;
    // Queues the reconciliation job for homes with card payments still waiting on the provider (start.ts, every minute).
    reconcilePayments(olderThanMs?: number): Promise<number>;
    // Deletes the files of keepsakes whose link expired, giving their room back (start.ts, every hour).
    sweepKeepsakes(): Promise<number>;
  }
}

// Builds the API without listening, so tests drive it with app.inject and start.ts adds the port.
export interface ServerParts {
  // The card provider; PAYMENT_PROVIDER's when not given (features/payments/provider-from-env.ts).
  payments?: PaymentProvider;
  // Where the log goes when config.logger is on (tests read it: a card number is never logged).
  logStream?: { write(line: string): void };
}

export async function createServer(config: ApiConfig, parts: ServerParts = {}): Promise<FastifyInstance> {
  const database = await openDatabase(config.database);
  const app = Fastify({
    logger: config.logger
      ? {
          level: process.env.LOG_LEVEL || 'info',
          // A request's address is logged with anything that looks like a card number masked (ADR 100).
          serializers: { req: (request) => ({ method: request.method, url: maskCardNumbers(request.url), host: request.host, remoteAddress: request.ip }) },
          ...(parts.logStream ? { stream: parts.logStream } : {}),
        }
      : false,
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
  // Routes declare their schemas from the shared contract (lib/route-schemas.ts, ADR 082).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app);
  // Opt-in per route (sign-in); registered before the routes so their config is seen.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(db) });
  // X-Host only from the shell, beside the internal token (issue 37 point 7).
  registerEdgeTrust(app, config.internalToken);
  registerSiteResolution(app, sites);
  // Cookie-authenticated writes only from the site's own pages (login CSRF's sibling; ADR 006).
  registerCookieWriteGuard(app, sites);
  registerInputGuard(app);
  // No route takes a card number: card data goes only into the provider's hosted fields (ADR 100).
  registerCardNumberGuard(app);

  registerFamilyNoStore(app);
  // One multipart parser on the root: the family's uploads and a visitor's photo on a memory share it.
  await registerMultipart(app);

  // Every feature is one plugin, registered here by name (issue 23). Each runs in its own encapsulated
  // context; what several share (hooks, parsers, decorators) is registered above, on the root.
  // The card provider is configuration (PAYMENT_PROVIDER, ADR 100); tests hand in their own.
  const payments = parts.payments ?? paymentProviderFromEnv();
  // One mailer for every mail the API sends (invitations, resets, copies of plans).
  // Per home, what every home shares: mail per hour and media storage (lib/home-quotas.ts, issue 27).
  const homeLimits = config.homeLimits ?? DEFAULT_HOME_LIMITS;
  const mailer = withMailLimit(createMailer(db, config.mail), db, homeLimits);
  // Notifications by mail (issue 24): every feature sends them with one line through app.notify.
  app.decorate('notify', createNotifier(db, { send: (message) => mailer.send(message), link: (request, path) => homeLink(db, request.siteId, path) }, app.log));
  // Family photos, music and visitors' memory photos. Without a storage config (tests) files go to a fresh
  // folder under the system's temp directory.
  const storage = withStorageQuota(
    createStorage(config.storage ?? { kind: 'local', dir: path.join(os.tmpdir(), `keepsake-media-${process.pid}-${Date.now()}`) }),
    db,
    homeLimits.storageBytes,
  );

  // Prices, refunds, the team: what a staff route requires beyond being staff, declared in its config and
  // checked in one place (case-core/staff-permission.ts, issue 37 point 8). Before every route.
  registerStaffPermissions(app, { db, authService });

  // The public site.
  await app.register(healthRoutes, { sql: database });
  await app.register(publicCacheEventRoutes, { token: config.internalToken, sites });
  await app.register(assetRoutes, { dir: seedAssetsDir });
  await app.register(renderContextRoutes, { db, authService });
  await app.register(siteDraftRoutes, { db, authService });
  await app.register(planningRoutes, { db, mailer, submitsPerClient: config.planSubmitsPerClient });
  await app.register(planResumeRoutes, { db, mailer });
  await app.register(redirectRoutes, { db });
  await app.register(staffRedirectRoutes, { db, authService });
  await app.register(builderPresenceRoutes, { db, authService });
  await app.register(siteImageRoutes, { db, authService, storage });
  await app.register(authRoutes, { db, authService, sites, secret: config.auth.secret, mailer });
  // The public obituary imports no Family Portal module: what it shows from them is handed in here.
  await app.register(obituaryRoutes, { db, authService, contributions: { approvedMemoryCount, approvedVideo: approvedVideoOf } });
  await app.register(shopRoutes, { db, payments });
  await app.register(shopOrderConfirmRoutes, { db, payments });
  await app.register(blogRoutes, { db });
  await app.register(contactRoutes, { db });
  await app.register(memoryRoutes, { db, storage });

  // The Family Portal (issue 10).
  await app.register(familyCaseRoutes, { db, authService });
  await app.register(familyCaseScopedRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(taskRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(caseDetailRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(caseInviteRoutes, { prefix: '/api/family/cases/:caseId', db, authService, mailer });
  await app.register(caseInvitationManageRoutes, { prefix: '/api/family/cases/:caseId', db, authService, mailer });
  await app.register(invitationRoutes, { db, authService });
  await app.register(passwordResetRoutes, { db, mailer });
  if (config.mail?.outboxPage) await app.register(outboxRoutes, { db, authService });
  await app.register(arrangementRoutes, { db, authService });
  await app.register(casePaymentRoutes, { db, authService, payments });

  // The family's content (issue 16). What a family changes here shows on the public memorial, whose reads
  // are cached: each write that changes it invalidates that page itself (case-core/public-page.ts).
  await app.register(mediaFileRoutes, { db, storage });
  await app.register(caseMediaRoutes, { prefix: '/api/family/cases/:caseId', db, authService, storage, pixelLimits: config.pixelLimits });
  await app.register(caseObituaryRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(wallReviewRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(stockThemeRoutes, { authService });
  await app.register(themeRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(stationeryRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(tributeVideoRoutes, { prefix: '/api/family/cases/:caseId', db, authService });
  await app.register(platformHomeRoutes, { prefix: '/api/platform/homes', db, mailer, sites, token: config.platform?.token });
  // The keepsake (issue 29): made by the background job queue (jobs/runner.ts, ADR 091).
  const media = createMediaReader({ storage, assetsDir: seedAssetsDir, builtIn: { [TRIBUTE_MUSIC_URL]: tributeMusicWav } });
  const jobs = attachJobRunner(app, database);
  await app.register(keepsakeRoutes, { prefix: '/api/family', database, authService, storage, media, mailer, jobs });
  await app.register(keepsakeViewRoutes, { database, storage });
  app.decorate('sweepKeepsakes', () => sweepExpiredKeepsakes(database, storage));
  // Card payments' webhooks and reconciliation (ADR 100): each feature that takes card payments hands in its ledger.
  const ledgers = [casePaymentLedger(db), shopOrderLedger(db, app.notify)];
  await app.register(paymentRoutes, { db, payments, ledgers, jobs });
  app.decorate('reconcilePayments', (olderThanMs?: number) => queueReconciliation(db, ledgers, olderThanMs));

  // The staff desk at /studio (issue 24). Its features send mail through this port (lib/mail-port.ts).
  const mail = { send: mailer.send.bind(mailer), link: (request: FastifyRequest, path: string) => homeLink(db, request.siteId, path), newToken, hashToken };
  await app.register(staffAccountRoutes, { db, authService, mail });
  await app.register(staffCaseRoutes, { db, authService, mail });
  await app.register(staffObituaryRoutes, { db, authService });
  await app.register(obituaryOnlyRoutes, { db, authService });
  await app.register(staffInboxRoutes, { db, authService, keepPlanInCase });
  await app.register(casePlanRoutes, { db, authService });
  await app.register(staffNotificationRoutes, { db, authService });
  await app.register(staffShopRoutes, { db, authService, payments });
  await app.register(staffReportRoutes, { sql: database, authService });
  await app.register(staffCatalogueRoutes, { db, authService });
  await app.register(staffEventRoutes, { db, authService });
  await app.register(caseHistoryRoutes, { db, authService });

  return app;
}

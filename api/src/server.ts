import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuth } from './auth/create-auth';
import type { ApiConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { registerAssetRoutes } from './features/assets/routes';
import { registerAuthRoutes } from './features/auth/routes';
import { registerBlogRoutes } from './features/blog/routes';
import { registerContactRoutes } from './features/contact/routes';
import { registerHealthRoutes } from './features/health/routes';
import { registerMemoryRoutes } from './features/memories/routes';
import { registerObituaryRoutes } from './features/obituaries/routes';
import { createSandboxPaymentProvider } from './features/payments/sandbox-provider';
import { registerShopRoutes } from './features/shop/routes';
import { registerRedirectRoutes } from './features/redirects/routes';
import { registerRenderContextRoutes } from './features/render-context/routes';
import { registerPlanningRoutes } from './features/planning/routes';
import { registerFamilyPortal } from './features/family-cases/register';
import { registerFamilyContent } from './features/case-media/register';
import { seedAssetsDir } from './paths';
import { createAuthService } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerSiteResolution } from './plugins/site-resolution';

declare module 'fastify' {
  interface FastifyInstance {
    // The open database; start.ts and tests migrate and seed through it. Closed with the server.
    database: Database;
  }
}

// Builds the API without listening, so tests drive it with app.inject and start.ts adds the port.
export async function createServer(config: ApiConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config.database);
  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL || 'info' } : false,
    // The shell's dev server and a local reverse proxy forward from loopback; trust only them for
    // the client IP (rate limits).
    trustProxy: ['127.0.0.1', '::1'],
    bodyLimit: 1024 * 1024,
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());

  const { db } = database;
  const auth = createAuth({
    db,
    secret: config.auth.secret,
    baseUrl: config.auth.baseUrl,
    log: config.logger ? (level, message) => app.log[level === 'success' ? 'info' : level](`auth: ${message}`) : undefined,
  });
  const authService = createAuthService(auth, config.auth.baseUrl);

  registerErrorHandling(app);
  // Opt-in per route (sign-in); registered before the routes so their config is seen.
  await app.register(rateLimit, { global: false });
  registerSiteResolution(app, db);

  registerHealthRoutes(app, { sql: database });
  registerAssetRoutes(app, { dir: seedAssetsDir });
  registerRenderContextRoutes(app, { db, authService });
  registerPlanningRoutes(app, { db });
  registerRedirectRoutes(app, { db });
  registerAuthRoutes(app, { db, authService });
  registerObituaryRoutes(app, { db });
  registerMemoryRoutes(app, { db });
  registerShopRoutes(app, { db, payments: createSandboxPaymentProvider() });
  registerBlogRoutes(app, { db });
  registerContactRoutes(app, { db });
  registerFamilyPortal(app, { db, authService, mail: config.mail });
  await registerFamilyContent(app, { db, authService, storage: config.storage });

  return app;
}

import { configFromEnv } from './config';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed';
import { createServer } from './server';

// `pnpm --filter ./api start`: migrate (every start, idempotent), seed the demo on first start, listen.
// Under the supervisor (tools/serve/src/supervisor.mjs) this is a cluster worker: listening is its signal
// that it is ready, and SIGTERM its signal to stop.
async function main(): Promise<void> {
  const config = configFromEnv();
  const app = await createServer(config);

  const applied = await migrate(app.database);
  app.log.info({ applied, database: config.database.kind }, 'migrations up to date');
  // The demo homes have well-known passwords: never in production unless asked for (KEEPSAKE_SEED_DEMO=1).
  // A production deployment starts empty and gets its homes from `npm run home:create` (issue 27).
  const seedDemo = process.env.NODE_ENV !== 'production' || process.env.KEEPSAKE_SEED_DEMO === '1';
  if (seedDemo && (await seedIfEmpty(app.database.db))) app.log.info('seeded the demo funeral homes (first start)');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // close() lets in-flight requests finish, then closes the database (onClose hook). A connection
      // still busy after the grace is cut, or a keep-alive client would hold the process for 72 s.
      const grace = Number(process.env.SHUTDOWN_GRACE_MS) || 5000;
      setTimeout(() => app.server.closeAllConnections(), grace).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Keepsake API listening on ${address}`);
  // Background jobs (keepsakes) run in every API process; a job a dead process left is taken over.
  app.jobs.start();
  // Card payments still waiting on the provider after two minutes are asked about (ADR 100).
  setInterval(() => {
    app.reconcilePayments().then(
      (queued) => queued > 0 && app.jobs.poke(),
      (error: unknown) => app.log.error({ err: error }, 'could not queue the payment reconciliation'),
    );
  }, 60_000).unref();
  // Keepsakes whose link expired give their files, and their room in the home's quota, back (issue 37).
  setInterval(() => {
    app.sweepKeepsakes().catch((error: unknown) => app.log.error({ err: error }, 'could not delete expired keepsakes'));
  }, 3_600_000).unref();
}

main().catch((error: unknown) => {
  console.error('Keepsake API failed to start:', error);
  process.exit(1);
});

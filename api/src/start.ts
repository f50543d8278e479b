import { configFromEnv } from './config';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed';
import { createServer } from './server';

// `pnpm --filter ./api start`: migrate (every start, idempotent), seed the demo on first start, listen.
async function main(): Promise<void> {
  const config = configFromEnv();
  const app = await createServer(config);

  const applied = await migrate(app.database);
  app.log.info({ applied, database: config.database.kind }, 'migrations up to date');
  if (await seedIfEmpty(app.database.db)) app.log.info('seeded the demo funeral homes (first start)');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // close() lets in-flight requests finish, then closes the database (onClose hook).
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
}

main().catch((error: unknown) => {
  console.error('Keepsake API failed to start:', error);
  process.exit(1);
});

// One supervised process (supervisor.mjs): the shell's origin or one remote's origin, as KEEPSAKE_SERVICE
// and KEEPSAKE_WORKER_CONFIG say. It stops on SIGTERM within SHUTDOWN_GRACE_MS (health.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closeWithin } from './health.mjs';
import { createShellServer } from './shell-server.mjs';
import { createStaticOrigin } from './static-origin.mjs';

const config = JSON.parse(process.env.KEEPSAKE_WORKER_CONFIG ?? '{}');

const app =
  config.kind === 'shell'
    ? await createShellServer({
        root: config.root,
        registry: config.registry,
        apiUrl: config.apiUrl,
        recheckMs: config.recheckMs,
        payments: config.payments ?? null,
        // npm run dev: the build's version is what dev-cli.mjs last wrote to this file.
        devReload: config.devVersionFile ? () => readFileSync(config.devVersionFile, 'utf8') : undefined,
      })
    : await createStaticOrigin({
        root: config.root,
        allowOrigins: config.allowOrigins,
        // A remote's origin can serve the site once its build is there.
        ready: async () => (existsSync(path.join(config.root, 'mf-manifest.json')) ? null : 'no mf-manifest.json: the remote is not built'),
      });

// SIGTERM from the supervisor; SIGINT from a Ctrl-C, which reaches the whole process group.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    closeWithin(app).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: config.host, port: config.port });

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor } from './supervisor.mjs';
import { registryOf, repoRoot } from './config.mjs';

const workerScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.mjs');
const workersFrom = (value, fallback = 1) => Math.max(1, Number.parseInt(value ?? '', 10) || fallback);

/**
 * How the API runs: in production the built JavaScript (`npm run build:api`, ADR 090), never a
 * TypeScript loader; otherwise its source under tsx (development and `npm start` follow api/src as it is).
 * `entry`: the payment sandbox's process is built and run the same way (ADR 100).
 */
export function apiProgram(env = process.env, entry = 'start') {
  const source = entry === 'start' ? path.join(repoRoot, 'api', 'src', 'start.ts') : path.join(repoRoot, 'api', 'src', 'payment-sandbox', 'start.ts');
  if (env.NODE_ENV !== 'production') return { exec: source, execArgv: ['--import', 'tsx'] };
  const built = path.join(repoRoot, 'api', 'dist', `${entry}.cjs`);
  if (!existsSync(built)) throw new Error(`NODE_ENV=production runs the built API: run \`npm run build:api\` first (${built} is missing).`);
  return { exec: built, execArgv: ['--enable-source-maps'] };
}

/**
 * The payment sandbox's keys, shared by the API and the sandbox: a fresh pair per start on one machine
 * (inherited by every process forked from here), the same values everywhere when services run apart.
 */
export function paymentSecrets(env = process.env) {
  env.PAYMENTS_SANDBOX_SECRET_KEY ||= `sk_sandbox_${randomBytes(18).toString('base64url')}`;
  env.PAYMENTS_WEBHOOK_SECRET ||= `whsec_${randomBytes(24).toString('base64url')}`;
  return { PAYMENTS_SANDBOX_SECRET_KEY: env.PAYMENTS_SANDBOX_SECRET_KEY, PAYMENTS_WEBHOOK_SECRET: env.PAYMENTS_WEBHOOK_SECRET };
}

/**
 * Every process of the composed site as a supervised service (supervisor.mjs): the API, one origin per
 * remote, the shell. Each is its own process, as it is deployed; `only` picks some of them (one machine
 * of a production setup runs one service: `node tools/serve/src/start-all-cli.mjs --only=shell`).
 * @param {import('./index.d.ts').ServeConfig} config
 */
export function servicesOf(config, { apiEnv = {}, env = process.env, shell: shellOptions = {} } = {}) {
  // PGlite is one process's database: more API workers need PostgreSQL (DATABASE_URL).
  const apiWorkers = env.DATABASE_URL ? workersFrom(env.API_WORKERS) : 1;
  const sandbox = config.payments?.sandbox ?? null;
  const secrets = config.payments?.provider === 'sandbox' ? paymentSecrets(env) : {};
  const api = {
    name: 'api',
    ...apiProgram(env),
    cwd: path.join(repoRoot, 'api'),
    env: {
      API_PORT: String(config.apiPort),
      // The sandbox served here: the API reaches it directly, browsers at its public origin.
      ...(sandbox ? { PAYMENTS_SANDBOX_URL: sandbox.url, PAYMENTS_SANDBOX_PUBLIC_URL: sandbox.publicUrl, ...secrets } : {}),
      ...apiEnv,
    },
    workers: apiWorkers,
  };
  // The card payment sandbox as its own origin and process (ADR 100): one worker, its books are its memory.
  const payments = sandbox
    ? [
        {
          name: 'payments-sandbox',
          ...apiProgram(env, 'payment-sandbox'),
          cwd: path.join(repoRoot, 'api'),
          env: {
            HOST: config.host,
            PAYMENTS_SANDBOX_PORT: String(sandbox.port),
            PAYMENTS_SANDBOX_PUBLIC_URL: sandbox.publicUrl,
            PAYMENTS_WEBHOOK_URL: sandbox.webhookUrl,
            ...secrets,
          },
        },
      ]
    : [];
  const remotes = config.remotes
    .filter((remote) => !remote.external)
    .map((remote) => ({
      name: `remote ${remote.name}`,
      exec: workerScript,
      env: {
        KEEPSAKE_WORKER_CONFIG: JSON.stringify({
          kind: 'remote',
          root: remote.root,
          host: config.host,
          port: remote.port,
          allowOrigins: [...config.remoteAllowOrigins, config.shellOrigin, ...config.extraAllowedOrigins],
        }),
      },
    }));
  const shell = {
    name: 'shell',
    exec: workerScript,
    env: {
      KEEPSAKE_WORKER_CONFIG: JSON.stringify({
        kind: 'shell',
        root: config.shellRoot,
        registry: registryOf(config),
        apiUrl: config.apiUrl,
        host: config.host,
        port: config.port,
        payments: config.payments
          ? { frameOrigins: config.payments.frameOrigins, scriptOrigins: config.payments.scriptOrigins, connectOrigins: config.payments.connectOrigins }
          : null,
        ...shellOptions,
      }),
    },
    // One per core unless SHELL_WORKERS says (issue 37): a worker busy rendering never stalls the site, the
    // others answer meanwhile (Node's cluster shares the port among them).
    workers: workersFrom(env.SHELL_WORKERS, os.availableParallelism()),
  };
  return [api, ...payments, ...remotes, shell];
}

/**
 * Starts the whole composed site as production serves it, each process under the supervisor. Resolves
 * once everything listens, to a handle whose close() stops everything (each process within its grace).
 * @param {import('./index.d.ts').ServeConfig} config
 * @param {{ apiEnv?: Record<string, string>, log?: (line: string) => void, only?: string[], shell?: { recheckMs?: number, devVersionFile?: string } }} options
 *   shell: more options of the shell's server (npm run dev: see worker.mjs).
 */
export async function startAll(config, { apiEnv = {}, log = console.log, only, shell } = {}) {
  // The shell's rendered-page cache hears the API's invalidations on an internal route both must know the
  // token of (issue 28). One machine running both: a fresh token per start, inherited by every process
  // forked from here (and by the bench's own shell). Services on several machines set the same
  // KEEPSAKE_INTERNAL_TOKEN everywhere; a shell whose token the API refuses renders every page afresh.
  process.env.KEEPSAKE_INTERNAL_TOKEN ||= randomBytes(24).toString('base64url');
  const supervisor = createSupervisor({ log });
  const services = servicesOf(config, { apiEnv, shell }).filter(
    (service) => !only || only.some((name) => service.name === name || service.name === `remote ${name}`),
  );
  try {
    // The API first: it migrates and seeds the database on its first start.
    const [api, ...rest] = services[0]?.name === 'api' ? services : [undefined, ...services];
    if (api) await supervisor.start(api);
    await Promise.all(rest.map((service) => supervisor.start(service)));
  } catch (error) {
    await supervisor.close();
    throw error;
  }
  for (const remote of config.remotes.filter((r) => !r.external)) log(`  remote ${remote.name.padEnd(15)} http://${config.host}:${remote.port}`);
  if (config.payments?.sandbox) log(`  payment sandbox        ${config.payments.sandbox.publicUrl}`);
  return { close: supervisor.close, url: config.shellOrigin, pids: supervisor.pids };
}

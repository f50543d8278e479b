// Where everything listens and where the shell finds each remote. Every value can be set from the
// environment, so a team can point the registry at its remote deployed anywhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** apps.json: the one list of apps. */
export const APPS = JSON.parse(readFileSync(path.join(repoRoot, 'apps.json'), 'utf8'));

/** Each remote by its federation name (the registry's key), with the variable that moves its port. */
export const REMOTES = APPS.remotes.map((remote) => ({
  name: remote.federationName,
  dir: remote.folder,
  portVar: `${remote.federationName.toUpperCase()}_PORT`,
  port: remote.port,
  pathPrefix: remote.pathPrefix,
  expose: remote.expose ?? './routes',
  siteLayout: remote.siteLayout !== false,
}));

// The API is not an app of the manifest: it keeps its port 1000 above the shell's (4000), and its offset.
const API_OFFSET = 10;
// The payment sandbox (ADR 100): its own origin, 15 above the shell's (3015); e2e's second shell is at +20.
const PAYMENTS_SANDBOX_OFFSET = 15;

/**
 * The environment that moves every port to `base` and up, in the manifest's order (PORT = base, each
 * remote at base + its offset from the shell, the API at base + 10): e2e and bench run beside `npm start`.
 * @param {number} base
 */
export function portEnv(base) {
  return {
    PORT: String(base),
    ...Object.fromEntries(REMOTES.map((remote) => [remote.portVar, String(base + remote.port - APPS.shell.port)])),
    API_PORT: String(base + API_OFFSET),
    PAYMENTS_SANDBOX_PORT: String(base + PAYMENTS_SANDBOX_OFFSET),
  };
}

const int = (value, fallback) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
};

/**
 * A remote's public manifest URL: REMOTE_<NAME>_URL, else REMOTE_BASE_URL/<folder>/mf-manifest.json (one
 * CDN or static host for every remote), else its own port on PUBLIC_HOST (development: localhost). In
 * production one of the first two is required: a registry must never hand browsers a localhost URL.
 */
function manifestUrlOf(remote, remotePort, env, publicHost) {
  const own = env[`REMOTE_${remote.name.toUpperCase()}_URL`];
  if (own) return own;
  if (env.REMOTE_BASE_URL) return `${env.REMOTE_BASE_URL.replace(/\/+$/, '')}/${remote.dir}/mf-manifest.json`;
  if (env.NODE_ENV === 'production' && !env.PUBLIC_HOST) {
    throw new Error(`Set REMOTE_BASE_URL (or REMOTE_${remote.name.toUpperCase()}_URL, or PUBLIC_HOST) in production: the remotes' public URLs.`);
  }
  return `http://${publicHost}:${remotePort}/mf-manifest.json`;
}

/** @param {NodeJS.ProcessEnv} env */
export function configFromEnv(env = process.env) {
  const host = env.HOST || '127.0.0.1';
  const publicHost = env.PUBLIC_HOST || 'localhost';
  const port = int(env.PORT, APPS.shell.port);
  const apiPort = int(env.API_PORT, 4000);
  const remotes = REMOTES.map((remote) => {
    const remotePort = int(env[remote.portVar], remote.port);
    return {
      ...remote,
      port: remotePort,
      root: path.join(repoRoot, remote.dir, 'dist'),
      // REMOTE_<NAME>_URL: the manifest URL of a remote deployed elsewhere; then it is not served here.
      external: Boolean(env[`REMOTE_${remote.name.toUpperCase()}_URL`]),
      manifestUrl: manifestUrlOf(remote, remotePort, env, publicHost),
    };
  });
  return {
    host,
    port,
    shellOrigin: env.SHELL_ORIGIN || `http://${publicHost}:${port}`,
    // Other pages allowed to load the remotes' code (e.g. a staging shell): comma-separated origins.
    extraAllowedOrigins: (env.EXTRA_ALLOWED_ORIGINS || '').split(',').filter(Boolean),
    // Who may load the remotes' code: everyone (`*`, the default: code and manifests are public and sent
    // without credentials, so every home's domain works; ADR 090), or a comma-separated list of origins.
    remoteAllowOrigins: (env.REMOTE_ALLOW_ORIGINS || '*')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
    shellRoot: path.join(repoRoot, 'shell', 'dist'),
    apiPort,
    apiUrl: env.API_URL || `http://127.0.0.1:${apiPort}`,
    remotes,
    payments: paymentsFromEnv(env, publicHost, apiPort),
  };
}

/**
 * The card payment provider (ADR 100): Stripe when PAYMENT_PROVIDER=stripe; otherwise the sandbox, served here
 * as its own origin unless PAYMENTS_SANDBOX_URL names one running elsewhere. `frameOrigins` and
 * `scriptOrigins`: what the payment pages' Content-Security-Policy allows, exactly the provider's.
 */
export function paymentsFromEnv(env, publicHost, apiPort) {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    // Stripe.js and its Payment Element from js.stripe.com; its 3-D Secure frames from js.stripe.com and hooks.stripe.com.
    return {
      provider: 'stripe',
      sandbox: null,
      frameOrigins: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      scriptOrigins: ['https://js.stripe.com'],
      connectOrigins: ['https://api.stripe.com'],
    };
  }
  const port = int(env.PAYMENTS_SANDBOX_PORT, 3015);
  const publicUrl = (env.PAYMENTS_SANDBOX_PUBLIC_URL || `http://${publicHost}:${port}`).replace(/\/+$/, '');
  return {
    provider: 'sandbox',
    // Null: the sandbox runs elsewhere (its own machine in deploy/), at PAYMENTS_SANDBOX_URL.
    sandbox: env.PAYMENTS_SANDBOX_URL
      ? null
      : { port, publicUrl, url: `http://127.0.0.1:${port}`, webhookUrl: `${env.API_URL || `http://127.0.0.1:${apiPort}`}/api/webhooks/payments` },
    // The sandbox's fields are a page of its own, with its own scripts: our pages only frame it.
    frameOrigins: [new URL(publicUrl).origin],
    scriptOrigins: [],
    connectOrigins: [],
  };
}

export function registryOf(config) {
  return Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.manifestUrl]));
}

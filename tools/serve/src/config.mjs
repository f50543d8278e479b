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
}));

// The API is not an app of the manifest: it keeps its port 1000 above the shell's (4000), and its offset.
const API_OFFSET = 10;

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
  };
}

const int = (value, fallback) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
};

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
      manifestUrl: env[`REMOTE_${remote.name.toUpperCase()}_URL`] || `http://${publicHost}:${remotePort}/mf-manifest.json`,
    };
  });
  return {
    host,
    port,
    shellOrigin: env.SHELL_ORIGIN || `http://${publicHost}:${port}`,
    // Other pages allowed to load the remotes' code (e.g. a staging shell): comma-separated origins.
    extraAllowedOrigins: (env.EXTRA_ALLOWED_ORIGINS || '').split(',').filter(Boolean),
    shellRoot: path.join(repoRoot, 'shell', 'dist'),
    apiPort,
    apiUrl: env.API_URL || `http://127.0.0.1:${apiPort}`,
    remotes,
  };
}

export function registryOf(config) {
  return Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.manifestUrl]));
}

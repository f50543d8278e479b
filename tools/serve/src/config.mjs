// Where everything listens and where the shell finds each remote. Every value can be set from the
// environment, so a team can point the registry at its remote deployed anywhere.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const REMOTES = [
  { name: 'site', dir: 'remote-site', portVar: 'SITE_PORT', port: 3001 },
  { name: 'obituaries', dir: 'remote-obituaries', portVar: 'OBITUARIES_PORT', port: 3002 },
  { name: 'planning', dir: 'remote-planning', portVar: 'PLANNING_PORT', port: 3003 },
  { name: 'portal', dir: 'remote-portal', portVar: 'PORTAL_PORT', port: 3004 },
  { name: 'builder_bridge', dir: 'remote-builder-bridge', portVar: 'BUILDER_BRIDGE_PORT', port: 3005 },
];

const int = (value, fallback) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
};

/** @param {NodeJS.ProcessEnv} env */
export function configFromEnv(env = process.env) {
  const host = env.HOST || '127.0.0.1';
  const publicHost = env.PUBLIC_HOST || 'localhost';
  const port = int(env.PORT, 3000);
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

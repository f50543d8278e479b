export { configFromEnv, portEnv, registryOf, APPS, REMOTES, repoRoot } from './config.mjs';
export { startAll } from './start-all.mjs';
export { createStaticOrigin } from './static-origin.mjs';
export { createShellServer } from './shell-server.mjs';

// The shell's server alone, server rendering on, as a process of its own (render-load.mjs starts it pinned
// to one core): the bench's remotes and API are the registry and upstream, from the bench's port variables.
// BENCH_SHELL_PORT is the port it listens on.
import { configFromEnv, createShellServer, registryOf } from '@keepsake/serve';

const config = configFromEnv(process.env);
const shell = await createShellServer({ root: config.shellRoot, registry: registryOf(config), apiUrl: config.apiUrl, serverRendering: true });
await shell.listen({ host: config.host, port: Number(process.env.BENCH_SHELL_PORT) });
process.on('SIGTERM', () => shell.close().then(() => process.exit(0)));

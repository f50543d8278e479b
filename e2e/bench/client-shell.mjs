// The before of a before/after (--compare-client): a second shell origin with server rendering off
// (what KEEPSAKE_SSR=0 serves), over the same remotes and API as the bench's server-rendering shell, as
// e2e/tests/server-rendering.spec.ts starts its second shell. The remotes allow its origin (stack.mjs).
import { createShellServer, registryOf } from '@keepsake/serve';
import { CLIENT_SHELL_PORT } from './stack.mjs';

export async function startClientShell(config) {
  const shell = await createShellServer({ root: config.shellRoot, registry: registryOf(config), apiUrl: config.apiUrl, serverRendering: false });
  await shell.listen({ host: config.host, port: CLIENT_SHELL_PORT });
  return { url: `http://localhost:${CLIENT_SHELL_PORT}`, close: () => shell.close() };
}

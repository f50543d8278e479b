// The before of a before/after (--compare-client): a second shell origin with server rendering off
// (what KEEPSAKE_SSR=0 serves), over the same remotes and API as the bench's server-rendering shell, as
// e2e/tests/server-rendering.spec.ts starts its second shell. The remotes allow its origin (stack.mjs).
import { createShellServer, registryOf } from '@keepsake/serve';
import { CLIENT_SHELL_PORT } from './stack.mjs';

export async function startClientShell(config) {
  const shell = await createShellServer({ root: config.shellRoot, registry: registryOf(config), apiUrl: config.apiUrl, serverRendering: false });
  await shell.listen({ host: config.host, port: CLIENT_SHELL_PORT });
  // The "before" must really be drawn in the browser: the served page is the app's empty root.
  const html = await fetch(`http://127.0.0.1:${CLIENT_SHELL_PORT}/`, { headers: { host: `localhost:${CLIENT_SHELL_PORT}` } }).then((response) =>
    response.text(),
  );
  if (!html.includes('<div id="root"></div>')) {
    await shell.close();
    throw new Error('the client-rendered shell served a rendered page');
  }
  return { url: `http://localhost:${CLIENT_SHELL_PORT}`, close: () => shell.close() };
}

import type { createShellServer } from '@keepsake/serve';

// The shell's server and a remote's static origin are both Fastify instances.
type Server = Awaited<ReturnType<typeof createShellServer>>;

/**
 * Stops a server as a stopped process would: its open connections drop with it. close() alone waits for a
 * connection that was busy at that moment until Fastify's keep-alive timeout (72 s), longer than a test
 * (seen in CI: an open page's request in flight, the test timed out in close()).
 */
export async function stopServer(server: Server): Promise<void> {
  const closed = server.close();
  server.server.closeAllConnections();
  await closed;
}

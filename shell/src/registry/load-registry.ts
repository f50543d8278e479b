import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteRegistrySchema, type RemoteRegistry } from '@keepsake/shared/contract';

/**
 * Fetches /remotes.json (name → manifest URL) and registers every remote with the federation runtime.
 * Served no-cache: a team that redeploys its remote to a new URL is picked up without rebuilding the shell.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl('/remotes.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw Object.assign(new Error('Remote registry unavailable'), { status: response.status, label: response.statusText });
  const registry = remoteRegistrySchema.parse(await response.json());
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return registry;
}

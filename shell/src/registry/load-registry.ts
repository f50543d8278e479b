import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@keepsake/shared/contract';

/**
 * Fetches /remotes.json (name → manifest URL) and registers every remote with the federation runtime.
 * Served no-cache: a team that redeploys its remote to a new URL is picked up without rebuilding the shell.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl('/remotes.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw Object.assign(new Error('Remote registry unavailable'), { status: response.status, label: response.statusText });
  const registry = asRegistry(await response.json());
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return registry;
}

/** A registry is configuration from another deploy: check its shape without pulling zod onto the start path. */
export function asRegistry(value: unknown): RemoteRegistry {
  const valid =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([name, url]) => /^[a-z][a-z0-9_]*$/.test(name) && typeof url === 'string' && /^https?:\/\//.test(url));
  if (!valid) throw Object.assign(new Error('The remote registry is malformed'), { status: 502, label: 'Bad Gateway' });
  return value as RemoteRegistry;
}

import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@keepsake/shared/contract/website';
import { servedPreloadsPlugin } from './served-preloads-plugin';

/** Where the shell's server writes the registry it resolved into the page (tools/serve/src/index-html.mjs). */
export const INLINE_REGISTRY_ID = 'keepsake-registry';

/**
 * The registry (name → manifest URL), registered with the federation runtime. The shell's server writes the
 * one it serves into the page (issue 28: no round trip on the start path); without it, /remotes.json is
 * fetched. Served no-cache either way: a team that redeploys its remote to a new URL is picked up without
 * rebuilding the shell.
 */
export async function loadRegistry(
  fetchImpl: typeof fetch = fetch,
  doc: Document | null = typeof document === 'undefined' ? null : document,
): Promise<RemoteRegistry> {
  const inline = doc?.getElementById(INLINE_REGISTRY_ID)?.textContent;
  const registry = asRegistry(inline ? JSON.parse(inline) : await fetchRegistry(fetchImpl));
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  // The page's own preloads stand for the runtime's (ADR 124); registered once, the plugin reads the registry it is given.
  if (doc) registerPlugins([servedPreloadsPlugin(registry, doc)]);
  return registry;
}

async function fetchRegistry(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl('/remotes.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw Object.assign(new Error('Remote registry unavailable'), { status: response.status, label: response.statusText });
  return response.json();
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

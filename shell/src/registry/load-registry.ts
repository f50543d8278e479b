import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@keepsake/shared/contract';

/** Where the shell's server writes the registry it resolved into the page (tools/serve/src/index-html.mjs). */
export const INLINE_REGISTRY_ID = 'keepsake-registry';
/** Where it writes the federation snapshots of the remotes the page renders (the same file). */
export const INLINE_SNAPSHOT_ID = 'keepsake-federation-snapshot';

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
  if (doc) addInlineSnapshots(doc, registry);
  return registry;
}

/** The federation runtime's global state; only the part this file writes. */
type FederationGlobal = { __FEDERATION__?: { moduleInfo?: Record<string, unknown> } };

/**
 * The snapshots the server built from the remotes' manifests (issue 28), handed to the federation runtime
 * where it looks a remote up (`name:entry`) before fetching its manifest: the start path then neither
 * fetches nor parses those manifests. Added after `registerRemotes`, which drops a re-registered remote's
 * snapshot (as "Try again" does: that retry reads the manifest afresh). A snapshot for an entry the registry
 * does not name is ignored, so a stale one cannot redirect a remote.
 */
function addInlineSnapshots(doc: Document, registry: RemoteRegistry): void {
  const text = doc.getElementById(INLINE_SNAPSHOT_ID)?.textContent;
  const moduleInfo = (globalThis as FederationGlobal).__FEDERATION__?.moduleInfo;
  if (!text || !moduleInfo) return;
  let snapshots: unknown;
  try {
    snapshots = JSON.parse(text);
  } catch {
    return; // Without them the runtime reads the manifests, as before.
  }
  if (typeof snapshots !== 'object' || snapshots === null) return;
  const known = new Set(Object.entries(registry).map(([name, entry]) => `${name}:${entry}`));
  for (const [key, snapshot] of Object.entries(snapshots)) {
    if (known.has(key) && typeof snapshot === 'object' && snapshot !== null && !(key in moduleInfo)) moduleInfo[key] = snapshot;
  }
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

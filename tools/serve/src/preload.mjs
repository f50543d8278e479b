// The scripts a page needs before first paint, so index.html can announce them all at once instead of the
// browser finding them one after another (main.js → bootstrap → remote entry → exposed module → …).
// - The shell's start-up chunks: dist/startup.json, written by keepsake-build.
// - Per route, the chunks of each exposed module the route renders (the site's Header, and the routes of
//   the remote owning the path), from that remote's mf-manifest.json, plus the shell's chunks of the shared
//   modules the exposed module requires (the shell's mf-manifest.json) that are not start-up chunks already.
// Manifests are read at server start and re-checked (conditional GET) when a page is served and the last
// check is older than `maxAgeMs`, so a remote redeployed to the same URL is preloaded right after its deploy;
// a new registry (setRegistry) or a shell deploy (startup.json changes) is picked up the same way.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from './config.mjs';

const FETCH_TIMEOUT_MS = 2000;

/**
 * Which exposed modules a path renders, as the shell's routes do (shell/src/routing/remote-routes.ts, both
 * from apps.json): the site's Header, and the routes of the remote owning the path's prefix (React Router
 * matches case-insensitively), the site's for every other path. The shell draws the frame and loads the
 * site's ./Header after load (an idle region) and ./Footer only when touched (ADR 125): the header's chunks
 * are announced so they are in when it hydrates; the footer's are not.
 * @param {string} pathname @returns {{ remote: string, expose: string }[]}
 */
export function exposedModulesFor(pathname) {
  const lower = pathname.toLowerCase();
  const owner = REMOTES.find(({ pathPrefix }) => pathPrefix !== '/' && (lower === pathPrefix || lower.startsWith(`${pathPrefix}/`))) ?? SITE;
  // The staff studio renders outside the site's layout (apps.json: siteLayout false).
  const page = { remote: owner.name, expose: owner.expose };
  return owner.siteLayout ? [{ remote: SITE.name, expose: './Header' }, page] : [page];
}

const SITE = REMOTES.find(({ pathPrefix }) => pathPrefix === '/') ?? REMOTES[0];

/**
 * @param {{ root: string, registry: Record<string, string>, fetchImpl?: typeof fetch, maxAgeMs?: number,
 *   now?: () => number }} options root: the shell's dist folder; registry: remote name → manifest URL
 */
export function createPreloads({ root, registry, fetchImpl = fetch, maxAgeMs = 5000, now = Date.now }) {
  let currentRegistry = registry;
  let shell = readShell(root);
  let shellCheckedAt = now();
  /** @type {Map<string, { checkedAt: number, etag?: string, manifest?: object, pending?: Promise<void> }>} */
  const manifests = new Map();

  async function load(url) {
    const known = manifests.get(url) ?? { checkedAt: 0 };
    manifests.set(url, known);
    if (known.pending) return known.pending;
    known.pending = (async () => {
      try {
        const response = await fetchImpl(url, {
          headers: { Accept: 'application/json', ...(known.etag ? { 'If-None-Match': known.etag } : {}) },
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        if (response.status === 304) return;
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const manifest = await response.json();
        if (!Array.isArray(manifest?.exposes)) throw new Error('not a federation manifest');
        known.manifest = manifest;
        known.etag = response.headers.get('etag') ?? undefined;
      } catch {
        // A remote that is down or malformed gets no chunk preloads; the page still loads (and reports) it.
        known.manifest = undefined;
        known.etag = undefined;
      } finally {
        known.checkedAt = now();
        known.pending = undefined;
      }
    })();
    return known.pending;
  }

  function refreshIfStale() {
    if (now() - shellCheckedAt > maxAgeMs) {
      shellCheckedAt = now();
      if (startupStamp(root) !== shell.stamp) shell = readShell(root);
    }
    for (const url of Object.values(currentRegistry)) {
      const known = manifests.get(url);
      if (!known || (!known.pending && now() - known.checkedAt > maxAgeMs)) void load(url);
    }
  }

  return {
    /** Reads every manifest; resolves when all answered or failed (each within 2 s). */
    ready: () => Promise.all(Object.values(currentRegistry).map(load)).then(() => undefined),
    /** @param {Record<string, string>} next */
    setRegistry(next) {
      currentRegistry = next;
      for (const url of manifests.keys()) if (!Object.values(next).includes(url)) manifests.delete(url);
      refreshIfStale();
    },
    /**
     * The scripts to preload for a path, in the order the page needs them.
     * @param {string} pathname
     * @returns {{ shell: string[], remotes: { name: string, manifestUrl: string, entry: string, chunks: string[] }[] }}
     */
    forPath(pathname) {
      refreshIfStale();
      const shellScripts = new Set(shell.startup);
      const remotes = [];
      for (const { remote, expose } of exposedModulesFor(pathname)) {
        const manifestUrl = currentRegistry[remote];
        if (!manifestUrl) continue;
        const manifest = manifests.get(manifestUrl)?.manifest;
        let entry = remotes.find((r) => r.name === remote);
        if (!entry) {
          entry = { name: remote, manifestUrl, entry: remoteEntryUrl(manifestUrl, manifest), chunks: [] };
          remotes.push(entry);
        }
        const exposed = manifest?.exposes.find((candidate) => candidate.path === expose);
        if (!exposed) continue;
        const base = chunkBase(entry.entry, manifest);
        // Two exposed modules of one remote can share a chunk (the site's Header and routes do): announce it once.
        for (const file of exposed.assets?.js?.sync ?? []) {
          const href = new URL(file, base).href;
          if (!entry.chunks.includes(href)) entry.chunks.push(href);
        }
        for (const name of exposed.requires ?? []) for (const file of shell.shared.get(name) ?? []) shellScripts.add(`/${file}`);
      }
      return { shell: [...shellScripts], remotes };
    },
  };
}

function startupStamp(root) {
  try {
    return statSync(path.join(root, 'startup.json')).mtimeMs;
  } catch {
    return 0;
  }
}

/** The shell's start-up chunks and, per shared module it provides, the chunks that module loads. */
function readShell(root) {
  const stamp = startupStamp(root);
  const readJson = (name) => {
    try {
      return JSON.parse(readFileSync(path.join(root, name), 'utf8'));
    } catch {
      return null;
    }
  };
  const startup = (readJson('startup.json')?.scripts ?? []).map((file) => `/${file}`);
  const shared = new Map((readJson('mf-manifest.json')?.shared ?? []).map((entry) => [entry.name, entry.assets?.js?.sync ?? []]));
  return { stamp, startup, shared };
}

/** The remote's entry script: from its manifest when known, else beside the manifest (our deploy layout). */
function remoteEntryUrl(manifestUrl, manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  if (entry?.name) return new URL(`${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`, chunkBase(manifestUrl, manifest)).href;
  return manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');
}

/** Chunks resolve against the manifest's publicPath, or with `auto` against the entry's folder. */
function chunkBase(url, manifest) {
  const publicPath = manifest?.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, url).href;
  return new URL('.', url).href;
}

import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStaticOrigin, repoRoot } from '@keepsake/serve';

// Deploys of a remote made at test time from its real build (remote-<x>/dist): copied, edited the way a
// new build would differ, and served by the same static origin production uses. Nothing is committed.

export type Deploy = { dir: string };
type Origin = Awaited<ReturnType<typeof createStaticOrigin>>;

/** A copy of a remote's built dist folder, e.g. `remote-obituaries`. */
export async function copyBuild(remoteFolder: string): Promise<Deploy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `keepsake-deploy-${remoteFolder}-`));
  await cp(path.join(repoRoot, remoteFolder, 'dist'), dir, { recursive: true });
  return { dir };
}

const TEXT = /\.(js|json|mjs|css|html)$/;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && TEXT.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A new build with a visible change: `from` becomes `to` in the code, and each changed chunk gets a new
 * content hash in its name (as a real build would), with every reference to it updated, so browsers that
 * keep hashed chunks a year never serve the old one.
 */
export async function withChangedText(deploy: Deploy, from: string, to: string): Promise<void> {
  const files = await textFiles(deploy.dir);
  const renames = new Map<string, string>();
  let changed = 0;
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = await readFile(file, 'utf8');
    if (!code.includes(from)) continue;
    changed += 1;
    await writeFile(file, code.split(from).join(to));
    const hash = /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
    if (hash) {
      const next = [...hash].reverse().join('');
      await rename(file, file.replace(`.${hash}.js`, `.${next}.js`));
      renames.set(hash, next);
    }
  }
  if (changed === 0) throw new Error(`"${from}" is in no chunk of ${deploy.dir}`);
  // Webpack's runtime names chunks from a map of chunk id → hash, so the hash alone is what to replace.
  for (const file of await textFiles(deploy.dir)) {
    let text = await readFile(file, 'utf8');
    for (const [before, after] of renames) text = text.split(before).join(after);
    await writeFile(file, text);
  }
}

/**
 * A build made against another React: every share of react / react-dom in the remote's entry and manifest
 * requires `version` exactly (the preset shares React with strictVersion, docs/architecture.md).
 */
export async function withReactRequirement(deploy: Deploy, version: string): Promise<void> {
  let changed = 0;
  for (const file of await textFiles(deploy.dir)) {
    const text = await readFile(file, 'utf8');
    // `"react"…requiredVersion:"19.x.y"` in remoteEntry.js / chunks, `"requiredVersion": "19.x.y"` in JSON.
    const next = text.replace(/(["']?requiredVersion["']?\s*:\s*["'])\^?19\.[0-9.]+(["'])/g, (_m, head: string, tail: string) => `${head}${version}${tail}`);
    if (next !== text) {
      changed += 1;
      await writeFile(file, next);
    }
  }
  if (changed === 0) throw new Error(`no React requirement found in ${deploy.dir}`);
}

/** Serves a deploy on `port` exactly as production serves a remote; close() takes it down. */
export async function serveDeploy(deploy: Deploy, port: number, allowOrigins: string[]): Promise<Origin> {
  const origin = await createStaticOrigin({ root: deploy.dir, allowOrigins });
  await origin.listen({ host: '127.0.0.1', port });
  return origin;
}

export async function removeDeploy(deploy: Deploy): Promise<void> {
  await rm(deploy.dir, { recursive: true, force: true });
}

// What a visitor's browser downloads for a page: JavaScript bytes (gzip), each remote entry's size, and
// the modules that ship in more than one loaded file (a shared singleton that failed to dedupe).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot } from '@keepsake/serve';
import { BENCH_ACCOUNTS } from './pages.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export async function measurePages(config, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const results = [];
    for (const { name, path: pagePath, ready, signIn } of pages) {
      const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
      if (signIn) await signInAs(page, config.shellOrigin, signIn);
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script' || !response.ok()) return;
        // The page's own scripts: a frame in it (the studio's preview of the site) is another page, whose
        // bytes its own budget counts.
        if (response.frame() !== page.mainFrame()) return;
        scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(config.shellOrigin + pagePath, { waitUntil: 'networkidle' });
      if (ready) await page.waitForSelector(ready);
      await page.close();
      const files = [...scripts].map(([url, body]) => ({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }));
      results.push({
        name,
        path: pagePath,
        requests: files.length,
        jsGzip: files.reduce((sum, file) => sum + file.gzip, 0),
        files: files.map(({ url, gzip }) => ({ url, gzip })).sort((a, b) => b.gzip - a.gzip),
        duplicatedModules: duplicatedModules(
          config,
          files.map((file) => file.url),
        ),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Signs the page's browser in as a demo account (its session cookie), as the page's own form would. */
async function signInAs(page, origin, account) {
  const response = await page.request.post(`${origin}/api/auth/sign-in/email`, { headers: { Origin: origin }, data: BENCH_ACCOUNTS[account] });
  if (!response.ok()) throw new Error(`signing in as the demo ${account} account answered ${response.status()}`);
}

export async function remoteEntrySizes(config) {
  const sizes = [];
  for (const remote of config.remotes) {
    const file = path.join(remote.root, 'remoteEntry.js');
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    sizes.push({ name: remote.name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
}

/**
 * Source modules shipped more than once in a page (per each build's .stats/chunk-modules.json): a shared
 * singleton that failed to dedupe, or a second copy of the federation runtime.
 */
function duplicatedModules(config, urls) {
  const appByPort = new Map([[String(config.port), 'shell'], ...config.remotes.map((remote) => [String(remote.port), remote.dir])]);
  const seen = new Map();
  for (const url of urls) {
    const { port, pathname } = new URL(url);
    const app = appByPort.get(port);
    if (!app) continue;
    const statsFile = path.join(repoRoot, app, '.stats', 'chunk-modules.json');
    if (!existsSync(statsFile)) continue;
    const modules = JSON.parse(readFileSync(statsFile, 'utf8'))[pathname.slice(1)] ?? [];
    for (const module of modules) seen.set(module, [...(seen.get(module) ?? []), `${app}/${pathname.slice(1)}`]);
  }
  const ordinary = [...seen]
    .filter(([module, files]) => files.length > 1 && !module.startsWith('@module-federation/'))
    .map(([module, files]) => ({ module, files }));
  return [...ordinary, ...duplicatedFederationModules(seen)];
}

/**
 * The federation runtime must ship once per page. A module of `@module-federation/*` is counted twice when
 * - two builds of it load (its CommonJS and ESM files, e.g. dist/index.cjs beside dist/index.js: what
 *   `provideExternalRuntime` did to main.js), or one app ships it in two files; or
 * - the runtime itself (runtime-core, which holds the page's federation state) ships in more than one app:
 *   a remote with a runtime of its own instead of the shell's (`externalRuntime`).
 * The container glue every remote entry carries (runtime's thin API, sdk, webpack-bundler-runtime,
 * error-codes) is that remote's entry, as webpack's own runtime is: the remote-entry budget measures it.
 * @param {Map<string, string[]>} seen module → files (app/file) it ships in
 */
export function duplicatedFederationModules(seen) {
  const copies = new Map();
  for (const [module, files] of seen) {
    if (!module.startsWith('@module-federation/')) continue;
    const key = module.replace(/\.(c|m)?js$/, '').replace(/\/(esm|cjs|es|lib)\//, '/');
    for (const file of files) copies.set(key, [...(copies.get(key) ?? []), { module, file, app: file.split('/')[0] }]);
  }
  const duplicates = [];
  const runtimeApps = new Map();
  for (const [key, shipped] of copies) {
    const perApp = new Map();
    for (const copy of shipped) perApp.set(copy.app, [...(perApp.get(copy.app) ?? []), copy]);
    if ([...perApp.values()].some((list) => list.length > 1)) {
      duplicates.push({ module: key, files: shipped.map((copy) => `${copy.file} (${copy.module.split('/').at(-1)})`) });
    }
    const runtime = /^@module-federation\/runtime-core\//.exec(key)?.[0];
    if (runtime) for (const copy of shipped) runtimeApps.set(runtime, new Set([...(runtimeApps.get(runtime) ?? []), copy.file]));
  }
  for (const [runtime, files] of runtimeApps) {
    const apps = new Set([...files].map((file) => file.split('/')[0]));
    if (apps.size > 1) duplicates.push({ module: `${runtime} (one runtime instance per page)`, files: [...files] });
  }
  return duplicates;
}

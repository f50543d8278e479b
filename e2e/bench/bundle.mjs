// What a visitor's browser downloads for a page: JavaScript bytes (gzip), each remote entry's size, and
// the modules that ship in more than one loaded file (a shared singleton that failed to dedupe).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot } from '@keepsake/serve';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export async function measurePages(config, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const results = [];
    for (const { name, path: pagePath, ready } of pages) {
      const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script' || !response.ok()) return;
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
        duplicatedModules: duplicatedModules(config, files.map((file) => file.url)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
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

/** Source modules found in more than one of the loaded files (per the build's .stats/chunk-modules.json). */
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
  // Each remote entry carries the federation container's own glue (@module-federation/*), as every entry
  // carries webpack's runtime: that is the container, not a duplicated dependency, and is measured by the
  // remote-entry budget instead.
  return [...seen]
    .filter(([module, files]) => files.length > 1 && !module.startsWith('@module-federation/'))
    .map(([module, files]) => ({ module, files }));
}

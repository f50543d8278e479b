#!/usr/bin/env node
// `keepsake-build`: builds the app in the current folder with its own webpack.config.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');
const webpack = require('webpack');

const { default: config } = await import(pathToFileURL(path.resolve('webpack.config.mjs')).href);
const started = Date.now();
webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toString({ preset: 'errors-warnings', colors: false });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  writeChunkModules(stats);
  if (config.entry?.main) assertProvidesEverySingleton(config);
  console.log(`built ${config.plugins.find((p) => p._options?.name)?._options.name ?? path.basename(process.cwd())} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

// Which source modules ship in which emitted file, for `npm run bench` to count modules that ship twice.
// Kept outside dist/ so it is never deployed.
function writeChunkModules(stats) {
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true });
  const files = {};
  for (const chunk of json.chunks ?? []) {
    const modules = new Set();
    const visit = (module) => {
      if (module.modules) module.modules.forEach(visit);
      else if (module.name && /^(\.|\/)/.test(module.name)) modules.add(normalizeModuleName(module.name));
    };
    (chunk.modules ?? []).forEach(visit);
    for (const file of chunk.files ?? []) if (file.endsWith('.js')) files[file] = [...modules];
  }
  mkdirSync('.stats', { recursive: true });
  writeFileSync(path.join('.stats', 'chunk-modules.json'), JSON.stringify(files));
}

function normalizeModuleName(name) {
  const clean = name.replace(/ \+ \d+ modules$/, '').replace(/\?.*$/, '');
  const inPackage = clean.lastIndexOf('node_modules/');
  if (inPackage >= 0) return clean.slice(inPackage + 'node_modules/'.length);
  return path.relative(path.resolve('..'), path.resolve(clean));
}

// Remotes take every singleton from the shell (import: false), so a singleton the shell does not provide
// breaks every remote that uses it, at runtime only. Fail the shell's build instead.
function assertProvidesEverySingleton(config) {
  const federation = config.plugins.find((plugin) => plugin._options?.shared);
  const wanted = Object.keys(federation._options.shared);
  const manifest = JSON.parse(readFileSync(path.join(config.output.path, 'mf-manifest.json'), 'utf8'));
  const provided = new Set(manifest.shared.map((shared) => shared.name));
  const missing = wanted.filter((name) => !provided.has(name));
  if (missing.length > 0) {
    console.error(`The shell does not provide these shared singletons: ${missing.join(', ')}.
Name them in shell/src/provide-shared.ts.`);
    process.exit(1);
  }
}

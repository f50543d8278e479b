#!/usr/bin/env node
// `keepsake-build`: builds the app in the current folder with its own webpack.config.mjs.
// `keepsake-build --watch` (`npm run dev`, scripts/dev.mjs): the same builds, rebuilt on every change; a failed
// build or check is reported and the watch goes on (the last good files stay in dist/).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ROUTER_API } from './shared-singletons.mjs';

const require = createRequire(import.meta.url);
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');
const webpack = require('webpack');

const watching = process.argv.includes('--watch');

/** A build that cannot be used: the build stops; a watch says so and waits for the next change. */
class BuildFailed extends Error {}
const fail = (message) => {
  throw new BuildFailed(message);
};
/** In a watch started by scripts/dev.mjs, what happens goes to it too: it reloads the site after a rebuild. */
const tell = (event, target) => process.send?.({ event, app: path.basename(process.cwd()), target });
if (watching) process.on('disconnect', () => process.exit(0));

const { default: config, server: serverConfig } = await import(pathToFileURL(path.resolve('webpack.config.mjs')).href);
const appName = config.plugins.find((p) => p._options?.name)?._options.name ?? path.basename(process.cwd());
await compile(config, (stats) => {
  writeChunkModules(stats);
  assertRouterApi(stats.compilation, config);
  if (config.entry?.main) {
    assertProvidesEverySingleton(config);
    writeStartupChunks(stats, config);
  } else {
    writeExposedRequires(config);
  }
  return `built ${appName}`;
});
// The app's server build (ADR 044), after the browser build: dist/server/ is published beside it (the
// browser build's first run empties dist/, server/ included, so a watch starts this one after it).
if (serverConfig) await compile(serverConfig, () => `built ${appName}'s server bundle`);
if (watching) tell('ready');

/**
 * Runs one webpack build (or, with --watch, starts watching), resolving after the first one; a failed
 * build stops the process, or in a watch is reported. `done` checks the result and names what was built.
 */
function compile(webpackConfig, done) {
  return new Promise((resolve) => {
    let started = Date.now();
    const finished = (error, stats) => {
      try {
        if (error) throw error;
        const info = stats.toString({ preset: 'errors-warnings', colors: false });
        if (info.trim()) console.log(info);
        if (stats.hasErrors()) fail(`${appName}: the build failed (above)`);
        console.log(`${done(stats)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        tell('built', webpackConfig.name ?? 'browser');
      } catch (problem) {
        console.error(problem instanceof BuildFailed ? problem.message : problem);
        if (!watching) process.exit(1);
        tell('failed', webpackConfig.name ?? 'browser');
      }
      resolve();
    };
    const compiler = webpack(webpackConfig);
    if (!watching) return compiler.run((error, stats) => compiler.close(() => finished(error, stats)));
    compiler.hooks.watchRun.tap('keepsake-build', () => {
      started = Date.now();
      tell('building', webpackConfig.name ?? 'browser');
    });
    compiler.watch({ aggregateTimeout: 200 }, finished);
  });
}

// Which source modules ship in which emitted file, for `npm run bench` to count modules that ship twice.
// Kept outside dist/ so it is never deployed.
function writeChunkModules(stats) {
  // dependentModules: without it a module that another one in the chunk depends on is left out.
  const json = stats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    nestedModules: true,
    dependentModules: true,
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
  });
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
    fail(`The shell does not provide these shared singletons: ${missing.join(', ')}.
Name them in shell/src/provide-shared.ts.`);
  }
}

// The shell's start-up chunks (createConfig's `startup` groups), for its server to preload on every page
// (tools/serve/src/preload.mjs). Deployed with the shell, next to index.html.
function writeStartupChunks(stats, config) {
  const { chunks = [] } = stats.toJson({ all: false, chunks: true, ids: true });
  const scripts = chunks
    .filter((chunk) => chunk.names?.some((name) => name.startsWith('startup-')))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'));
  writeFileSync(path.join(config.output.path, 'startup.json'), JSON.stringify({ scripts }));
}

// The shell's server preloads, per page, the shell's chunks of the shared modules the page's exposed modules
// require (tools/serve/src/preload.mjs): the data layer on an obituary, say, found otherwise only once the
// federation runtime asks for it. The federation plugin writes each expose's `requires` to
// mf-manifest-stats.json only; copied into mf-manifest.json, the one file a remote's origin is read by.
function writeExposedRequires(config) {
  const read = (name) => JSON.parse(readFileSync(path.join(config.output.path, name), 'utf8'));
  const manifest = read('mf-manifest.json');
  const requires = new Map(read('mf-manifest-stats.json').exposes.map((expose) => [expose.path, expose.requires ?? []]));
  for (const expose of manifest.exposes) expose.requires = requires.get(expose.path) ?? [];
  writeFileSync(path.join(config.output.path, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
}

// The shell provides only the router APIs in ROUTER_API (shared-singletons.mjs): an app importing another
// one would get `undefined` at runtime. Fail the build that imports it, and the shell's build when its
// router module and the list disagree.
function assertRouterApi(compilation, config) {
  const allowed = new Set(ROUTER_API);
  const problems = [];
  for (const module of compilation.modules) {
    // A concatenated module repeats the dependencies of the modules inside it, which are listed too.
    if (!module.resource) continue;
    const where = path.relative(process.cwd(), module.resource);
    for (const dependency of module.dependencies) {
      if (dependency.request === 'react-router-dom/dist/index.js' && config.entry?.main) {
        // The shell's router module: what it re-exports must be exactly the list.
        if (dependency.name && !allowed.has(dependency.name)) problems.push(`${where} re-exports ${dependency.name}, which is not in ROUTER_API`);
        continue;
      }
      if (dependency.request !== 'react-router-dom') continue;
      const type = dependency.type ?? '';
      if (type === 'harmony side effect evaluation') continue;
      const name = dependency.ids?.[0];
      if (!name) problems.push(`${where} imports react-router-dom as a whole (${type}); import the APIs by name`);
      else if (!allowed.has(name)) problems.push(`${where} imports ${name} from react-router-dom, which the shell does not provide`);
    }
  }
  if (config.entry?.main) {
    const exported = new Set(
      [...compilation.modules]
        .flatMap((module) => module.dependencies)
        .filter((dependency) => dependency.request === 'react-router-dom/dist/index.js' && dependency.name)
        .map((dependency) => dependency.name),
    );
    const missing = ROUTER_API.filter((name) => !exported.has(name));
    if (missing.length > 0) problems.push(`shell/src/routing/react-router-dom.ts does not re-export ${missing.join(', ')} (in ROUTER_API)`);
  }
  if (problems.length > 0) {
    fail(`${[...new Set(problems)].join('\n')}
The shell provides only the react-router-dom APIs in ROUTER_API (tools/webpack-preset/shared-singletons.mjs).
To use another one, add it there and to shell/src/routing/react-router-dom.ts; the shell deploys first.`);
  }
}

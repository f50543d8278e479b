// The one webpack + Module Federation setup every app builds with. Each app's own webpack.config.mjs
// calls createConfig with what it exposes (its federation name comes from apps.json), so a team builds
// and deploys its remote alone.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { sharedSingletons } from './shared-singletons.mjs';
import { sharedPackageDir, sourceResolve, typescriptRule } from './typescript-source.mjs';

const require = createRequire(import.meta.url);
// With pnpm's strict layout the federation plugin must be told which webpack to patch (docs/architecture.md).
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The app's entry in apps.json (the one list of apps), by its folder; its federation name comes from there. */
export function appOf(dir) {
  const apps = JSON.parse(readFileSync(path.join(repoRoot, 'apps.json'), 'utf8'));
  const folder = path.relative(repoRoot, dir).split(path.sep).join('/');
  if (folder === apps.shell.folder) return { ...apps.shell, federationName: apps.shell.name, host: true };
  const remote = apps.remotes.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`${folder} is not in apps.json: add it there (name, folder, port, federationName, pathPrefix)`);
  return { ...remote, host: false };
}

/**
 * The plugin that hands the shell's federation runtime to the remotes (`externalRuntime`), as its ESM build.
 * `experiments.provideExternalRuntime` adds it with require.resolve, which picks the CommonJS build: main.js
 * then carried a second copy of runtime-core, sdk and error-codes beside the ESM one the bundler runtime
 * imports (49.5 KB gzip instead of ≈ 28), and the remotes got a runtime instance of their own.
 */
export function externalRuntimeProviderPlugin() {
  const requireFromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  let dir = path.dirname(requireFromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { module: esmEntry } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!esmEntry) throw new Error(`No ESM build of @module-federation/inject-external-runtime-core-plugin in ${dir}`);
  return path.join(dir, esmEntry);
}

/**
 * @param {{ name?: string, dir: string, exposes?: Record<string, string>, host?: boolean, html?: object,
 *   sharedImports?: Record<string, string>, startup?: Record<string, RegExp> }} options
 *   `sharedImports`: the shell's own module for a share key. `startup`: groups of modules every page loads
 *   before first paint (name → resource pattern), each merged into one file (see startupChunks). `merged`:
 *   groups loaded together only by the pages that ask for them, each one file too, but not preloaded.
 */
export function createConfig({ name: givenName, dir, exposes = {}, host = false, html = {}, sharedImports = {}, startup = {}, merged = {} }) {
  const app = appOf(dir);
  const name = givenName ?? app.federationName;
  if (name !== app.federationName || host !== app.host) {
    throw new Error(`${app.folder}: apps.json names it ${app.federationName}${app.host ? ' (the shell)' : ''}, its webpack config ${name}`);
  }
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: host ? { main: './src/index.ts' } : {},
    // Not an eval- source map in development: the shell's Content-Security-Policy allows no eval (npm run dev).
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes resolve their chunks against the origin they were loaded from, so one build can be
      // deployed to any URL; the shell is always served from its site root.
      publicPath: host ? '/' : 'auto',
      // Entry files stay unhashed: the federation runtime module asks for the entry's file name before
      // hashes exist. The HTML references them with a ?hash query, and they are served no-cache.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: sourceResolve,
    module: {
      rules: [typescriptRule({ target: 'es2022' }), { test: /\.(png|jpe?g|webp|svg|woff2)$/i, type: 'asset/resource' }],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(path.join(sharedPackageDir, 'package.json'), { host, imports: sharedImports }),
        // The default fetches every remote entry at start-up: one offline remote would break the site.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The federation runtime ships once, in the shell, instead of in every remote entry: the shell
        // provides it (the plugin below, not `provideExternalRuntime`), the remotes use it (`externalRuntime`).
        runtimePlugins: host ? [require.resolve('./remote-error-plugin.mjs'), externalRuntimeProviderPlugin()] : [],
        experiments: host
          ? { optimization: { target: 'web' } }
          : // No remote loads another remote: their entries leave out the code that would.
            { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      ...(host ? [new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', hash: true, ...html })] : []),
    ],
    optimization: {
      ...(Object.keys(startup).length + Object.keys(merged).length > 0 ? { splitChunks: startupChunks(startup, merged) } : {}),
      // A module two of a remote's chunks use (its Layout and its routes both render a helper) goes into a
      // chunk of its own however small, instead of shipping in both: a page loads both exposes.
      ...(host ? {} : { splitChunks: { chunks: 'async', minSize: 0, cacheGroups: { defaultVendors: false } } }),
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Each shared singleton the shell provides is its own async chunk, so the start path was 20 small files:
 * one request each, and each compressed alone (5.8 KB more gzip than the same code in two files). Every
 * page loads these before first paint, so they go into a few named chunks instead: `startup-<name>`, which
 * keepsake-build lists in dist/startup.json for the server to preload. Libraries and app code stay apart,
 * so a shell deploy does not make returning visitors download React again.
 * A `merged` group is the same for code only some pages load (the data layer and its library): one file
 * compresses better than two and is one request less, and, without the prefix, the server does not preload it.
 * @param {Record<string, RegExp>} groups
 * @param {Record<string, RegExp>} [merged]
 */
export function startupChunks(groups, merged = {}) {
  const named = [...Object.entries(groups).map(([group, pattern]) => [`startup-${group}`, pattern]), ...Object.entries(merged)];
  return {
    chunks: 'async',
    cacheGroups: {
      ...Object.fromEntries(
        named.map(([name, pattern], index) => [
          name,
          {
            name,
            chunks: 'async',
            test: (module) => Boolean(module.resource) && pattern.test(module.resource.replaceAll('\\', '/')),
            enforce: true,
            priority: 100 - index,
            reuseExistingChunk: false,
          },
        ]),
      ),
      // A module of shared's source two of the shell's lazy chunks use (the contract's schema helpers, in the
      // entry point of every domain, ADR 122) goes into a chunk of its own however small, instead of shipping in
      // both: a page that loads two domains' schemas loads it once. webpack's default (20 KB) would copy it.
      'shared-source': {
        chunks: 'async',
        test: (module) => Boolean(module.resource) && /\/shared\/src\//.test(module.resource.replaceAll('\\', '/')),
        minChunks: 2,
        minSize: 0,
        priority: 0,
        reuseExistingChunk: true,
      },
    },
  };
}

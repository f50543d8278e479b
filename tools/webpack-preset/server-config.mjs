// The server build of an app (ADR 044): the same exposes, built for Node and published beside the browser
// build in dist/server/, so the shell's server can render a remote's pages while the remote still deploys
// alone. Module Federation's Node runtime (@module-federation/node) fetches a remote's server entry and
// chunks over HTTP from the origin the registry names, as the browser does.
import { createRequire } from 'node:module';
import path from 'node:path';
import { appOf } from './index.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { sharedPackageDir, sourceResolve, typescriptRule } from './typescript-source.mjs';

const require = createRequire(import.meta.url);
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * @param {{ dir: string, exposes?: Record<string, string>, entry?: string }} options
 *   `entry`: the shell's server module (what tools/serve calls to render a page); remotes have none.
 */
export function createServerConfig({ dir, exposes = {}, entry }) {
  const app = appOf(dir);
  const host = app.host;
  const production = process.env.NODE_ENV !== 'development';
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: entry ? { main: entry } : {},
    devtool: 'source-map',
    target: 'async-node',
    output: {
      path: path.join(dir, 'dist', 'server'),
      // A remote's chunks are fetched from where its server entry was loaded; the shell's server reads its
      // own chunks from disk, and its asset URLs are the browser build's (served from the site root).
      publicPath: host ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${app.federationName}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: sourceResolve,
    module: {
      rules: [
        typescriptRule({ target: 'es2022' }),
        // Images are the browser build's files: the server only needs their URLs, which the browser build emits.
        { test: /\.(png|jpe?g|webp|svg|woff2)$/i, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: 'remoteEntry.js',
        exposes,
        // The shell's server provides every singleton (the full router: it renders with StaticRouter).
        shared: sharedSingletons(path.join(sharedPackageDir, 'package.json'), { host, imports: { 'react-router-dom': 'react-router-dom' } }),
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        library: { type: 'commonjs-module', name: app.federationName },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

#!/usr/bin/env node
// `keepsake-build`: builds the app in the current folder with its own webpack.config.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
  console.log(`built ${config.plugins.find((p) => p._options?.name)?._options.name ?? path.basename(process.cwd())} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

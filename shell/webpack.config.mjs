import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createConfig } from '@keepsake/webpack-preset';
import { createServerConfig } from '@keepsake/webpack-preset/server';

export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  host: true,
  // The default page icon, used until (or instead of) the funeral home's logo.
  html: { favicon: './src/head/default-icon.svg' },
  // Only the router APIs the apps use (see the file, and ROUTER_API in the preset's shared-singletons.mjs).
  sharedImports: { 'react-router-dom': './src/routing/react-router-dom.ts' },
  // What every page needs before first paint, merged into two files: the libraries, and the shell's and
  // shared's own code. Not here: what only some remotes load (zod, react-hook-form, the forms layer, the
  // data layer, jotai/utils, the contract); they stay chunks of their own, fetched when a page asks.
  startup: {
    libraries:
      /\/node_modules\/(react|react-dom|scheduler|jotai\/esm\/(index|vanilla|react|vanilla\/internals)\.mjs|@emotion\/[^/]+|stylis|react-is|hoist-non-react-statics|@babel\/runtime|react-router|react-router-dom|@remix-run\/router|mitt)(\/|$)/,
    app: /\/(shell\/src|shared\/src\/(theme|ui|store|api-client|messages|page-error|bus))\//,
  },
  // The data layer and TanStack Query, which only it imports: every page that loads one loads the other.
  merged: { 'data-layer': /\/(node_modules\/@tanstack\/(query-core|react-query)|shared\/src\/query)\// },
});

// The shell's server build (ADR 044): the same App rendered to HTML by tools/serve, published in dist/server/.
export const server = createServerConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), entry: './src/server/index.ts' });

#!/usr/bin/env node
// npm run build:api: the API as built JavaScript for production (issue 27), so no TypeScript loader runs
// there. esbuild bundles api/src and the workspace's @keepsake/shared (TypeScript source) into
// api/dist/start.cjs; every npm package stays an import resolved from api/node_modules at run time
// (native ones like sharp and PGlite's wasm must be loaded from their own folders). The migrations and
// seed assets are read from api/src at run time (api/src/paths.ts), so an image keeps that folder.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(repoRoot, 'api');
// esbuild is the API package's dev dependency: resolve it from there.
const { build } = createRequire(path.join(apiDir, 'package.json'))('esbuild');

const outfile = path.join(apiDir, 'dist', 'start.cjs');
rmSync(path.dirname(outfile), { recursive: true, force: true });

/** Bare imports stay imports, except the workspace's own TypeScript packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@keepsake/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
// The API, and the payment sandbox's own process (api/src/payment-sandbox, ADR 100) beside it.
await build({
  entryPoints: { start: path.join(apiDir, 'src', 'start.ts'), 'payment-sandbox': path.join(apiDir, 'src', 'payment-sandbox', 'start.ts') },
  outdir: path.dirname(outfile),
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  // CommonJS: the API's imports of CommonJS packages use named exports (file-type, pg) that only a
  // bundler's interop or require() gives; Node 20.19+ require()s the ESM-only packages.
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`built the API to ${path.relative(repoRoot, outfile)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

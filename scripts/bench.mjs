// `npm run bench`: build for production, then measure bundle bytes, Lighthouse, server rendering and API
// latency and load. Flags after --no-build go to e2e/bench/run.mjs (its header lists them: --only=…,
// --compare-client, BENCH_PAGES=…).
import path from 'node:path';
import { buildApps, install, pnpm, root } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';

const args = process.argv.slice(2);
install();
ensureChromium();
if (!args.includes('--no-build')) buildApps();
pnpm(['exec', 'node', 'bench/run.mjs', ...args.filter((arg) => arg !== '--no-build')], { cwd: path.join(root, 'e2e') });

// `npm run bench`: build for production, then measure bundle bytes, Lighthouse and API latency.
import path from 'node:path';
import { buildApps, install, pnpm, root } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';

install();
ensureChromium();
if (!process.argv.includes('--no-build')) buildApps();
pnpm(['exec', 'node', 'bench/run.mjs'], { cwd: path.join(root, 'e2e') });

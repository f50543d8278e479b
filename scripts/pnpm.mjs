// `node scripts/pnpm.mjs <args>`: pnpm without a global install.
import { pnpm } from './lib.mjs';
pnpm(process.argv.slice(2));

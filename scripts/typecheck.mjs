// Type-checks every package with its own tsconfig (strict, from tsconfig.base.json).
import { existsSync } from 'node:fs';
import { install, pnpm, root } from './lib.mjs';
import { APP_FOLDERS } from './apps.mjs';

const PACKAGES = ['shared', ...APP_FOLDERS, 'api', 'e2e'];

if (!process.argv.includes('--no-install')) install();
for (const name of PACKAGES) {
  if (existsSync(`${root}/${name}/tsconfig.json`)) pnpm(['exec', 'tsc', '-p', `${name}/tsconfig.json`]);
}

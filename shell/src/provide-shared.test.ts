import path from 'node:path';
import { readFileSync } from 'node:fs';
import { PROVIDED_ONLY_FOR_REMOTES } from './provide-shared';

// Every @keepsake/shared subpath is a singleton the remotes take from the shell (import: false), so the
// shell must either import it itself or name it in provide-shared.ts.
describe('the singletons the shell provides', () => {
  it('covers every @keepsake/shared subpath', () => {
    const { exports } = JSON.parse(readFileSync(path.join(__dirname, '../../shared/package.json'), 'utf8')) as { exports: Record<string, string> };
    const usedByShell = ['api-client', 'contract', 'theme', 'ui', 'store', 'page-error'];
    const subpaths = Object.keys(exports).filter((key) => key !== './package.json').map((key) => key.slice(2));
    const missing = subpaths.filter((name) => !usedByShell.includes(name) && !(`@keepsake/shared/${name}` in PROVIDED_ONLY_FOR_REMOTES));
    expect(missing).toEqual([]);
  });
});

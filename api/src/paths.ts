import { existsSync } from 'node:fs';
import path from 'node:path';

// The API runs as ESM under tsx and as CommonJS under jest, so neither `import.meta.url` nor
// `__dirname` is available in both. The working directory is always inside the repository (the
// root scripts, `pnpm --filter ./api start`, jest), so we find the workspace root from there.
function findRepoRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`Cannot find the Keepsake repository (pnpm-workspace.yaml) above ${start}`);
    }
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(process.env.KEEPSAKE_REPO_ROOT ?? process.cwd());
export const apiSrcDir = path.join(repoRoot, 'api', 'src');
export const migrationsDir = path.join(apiSrcDir, 'db', 'migrations');
export const seedAssetsDir = path.join(apiSrcDir, 'seed', 'assets');

// The keepsake of a 500-photo, 2,000-memory case (issue 29): made by the real job in a child process
// (api/src/bench/keepsake-bench.ts), so its peak resident memory is the job's (and, without DATABASE_URL,
// the embedded database's: PGlite's engine is 330-400 MB of the process). Budget: within minutes, under
// 512 MB for an API process on PostgreSQL (production's database): set DATABASE_URL to an admin URL.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '@keepsake/serve';

const apiDir = path.join(repoRoot, 'api');
const apiRequire = createRequire(path.join(apiDir, 'package.json'));

export async function benchKeepsake() {
  const result = spawnSync(process.execPath, ['--expose-gc', apiRequire.resolve('tsx/cli'), 'src/bench/keepsake-bench.ts'], {
    cwd: apiDir,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`keepsake bench failed: ${result.stderr}`);
  const line = result.stdout.trim().split('\n').pop();
  return JSON.parse(line);
}

export function printKeepsake(run, verdict) {
  console.log(
    `\nKeepsake, ${run.photos} photos and ${run.memories} memories on ${run.database}: ${run.status} in ${run.seconds.toFixed(0)} s, ${run.cpuSeconds} s of CPU (budget 300 s) ${verdict(run.status === 'DONE' && run.seconds < 300, 'keepsake time')}` +
      // The 512 MB budget is an API process's on PostgreSQL: with PGlite the database engine (and its
      // buffers, which grow as the job reads) share the process, so the figure is shown, not judged.
      `   peak RSS ${run.peakRssMb} MB (before the job ${run.rssBeforeMb} MB, budget 512 MB on PostgreSQL) ${
        run.database === 'postgres' ? verdict(run.peakRssMb < 512, 'keepsake memory') : 'not judged: PGlite runs in the process, set DATABASE_URL'
      }`,
  );
}

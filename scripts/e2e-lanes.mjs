// The end-to-end suite for `npm test` (issue 38.5): the specs split into lanes that run side by side, each lane its own
// composed site (its own ports and a fresh database: e2e/support/e2e-env.ts) running its share of the specs one at
// a time, in the order of e2e/playwright.config.ts (the specs that only read first). A lane is mostly waiting on
// its browser and servers: one lane kept about half of one core busy (measured 2026-11-28), so three lanes on the
// 2-core machine finish in about half the time of one. `cd e2e && playwright test` still runs everything in one lane.
import { spawn } from 'node:child_process';
import { openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const PLAYWRIGHT = path.join(root, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js');
// Lane i serves on E2E_PORT_BASE + i·LANE_PORTS: each site takes its base to base + 25 (e2e-env.ts, config.mjs).
const LANE_PORTS = 50;

/** E2E_LANES, else 3. */
export function e2eLaneCount() {
  return Number(process.env.E2E_LANES) > 0 ? Number(process.env.E2E_LANES) : 3;
}

/**
 * Runs the suite in `lanes` lanes; prints each lane's output as it ends and returns the summed stats of their JSON
 * reports ({ expected, unexpected, flaky, skipped }), whether every lane passed, and for a lane that did not, why
 * (`failures`: its exit code, the errors its report holds outside any test, the end of its log).
 */
export async function runE2eLanes({ lanes, reportDir }) {
  const base = Number(process.env.E2E_PORT_BASE || 3200);
  const runs = Array.from({ length: lanes }, (_, index) => runLane({ index, lanes, port: base + index * LANE_PORTS, reportDir }));
  const results = await Promise.all(runs);
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const result of results) for (const key of Object.keys(stats)) stats[key] += result.stats[key] ?? 0;
  const failures = results.filter((result) => result.code !== 0).map(({ name, code, errors, logTail }) => ({ name, code, errors, logTail }));
  return { ok: failures.length === 0, stats, failures };
}

function runLane({ index, lanes, port, reportDir }) {
  const name = `lane ${index + 1}/${lanes}`;
  const logFile = path.join(reportDir, `e2e-lane-${index + 1}.log`);
  const report = path.join(reportDir, `e2e-lane-${index + 1}.json`);
  rmSync(report, { force: true });
  const log = openSync(logFile, 'w');
  const args = [PLAYWRIGHT, 'test', '--no-deps', '--workers=1', `--shard=${index + 1}/${lanes}`];
  const env = { ...process.env, E2E_PORT_BASE: String(port), E2E_JSON_REPORT: report };
  const child = spawn(process.execPath, args, { cwd: path.join(root, 'e2e'), env, stdio: ['ignore', log, log] });
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n── e2e ${name} (port ${port}): exit ${code} after ${seconds} s ──`);
      const output = readFileSync(logFile, 'utf8');
      process.stdout.write(output);
      let stats = {};
      let errors = [];
      try {
        ({ stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8')));
      } catch {
        // No report: the lane stopped before Playwright wrote one; its log above says why.
      }
      const logTail = output.trimEnd().split('\n').slice(-12).join('\n');
      resolve({ name, code, stats, errors: errors.map((error) => error.message ?? String(error)), logTail });
    });
  });
}

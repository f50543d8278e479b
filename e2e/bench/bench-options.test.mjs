// The bench's own arithmetic and flags: `node --test e2e/bench/` (no site needed).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { benchOptions } from './options.mjs';
import { medians } from './lighthouse-pages.mjs';
import { lighthouseMisses } from './budgets.mjs';
import { cpuMultiplierFor } from './lighthouse.mjs';

const run = (performance, lcpMs, tbtMs, cls) => ({ performance, accessibility: 100, fcpMs: 900, lcpMs, tbtMs, cls, ttfbMs: 100 });

test('each figure is the median of its own runs', () => {
  const result = medians([run(80, 2500, 900, 0), run(96, 1500, 100, 0.1), run(93, 1700, 120, 0)]);
  assert.deepEqual([result.performance, result.lcpMs, result.tbtMs, result.cls], [93, 1700, 120, 0]);
  assert.equal(medians([run(90, 1000, 100, 0), run(94, 2000, 200, 0)]).tbtMs, 150);
});

test('a page misses the figures over budget, and only those', () => {
  assert.deepEqual(lighthouseMisses(run(95, 2500, 200, 0)), []);
  assert.deepEqual(lighthouseMisses(run(94, 2501, 201, 0.001)), ['performance', 'LCP', 'TBT', 'CLS']);
  assert.deepEqual(lighthouseMisses(run(97, 1200, 400, 0)), ['TBT']);
});

test('the CPU multiplier makes the host a low-end phone (index 264), never faster than the host', () => {
  assert.equal(cpuMultiplierFor(1320), 5);
  assert.equal(cpuMultiplierFor(1000), 3.79);
  assert.equal(cpuMultiplierFor(200), 1);
});

test('flags and environment choose sections and pages', () => {
  const all = benchOptions([], {});
  assert.equal(all.sections.size, 8);
  assert.equal(all.pages, null);
  assert.equal(all.compareClient, false);
  assert.deepEqual([...benchOptions(['--only=lighthouse,render-load'], {}).sections], ['lighthouse', 'render-load']);
  assert.equal(benchOptions([], { BENCH_SKIP_LIGHTHOUSE: '1' }).sections.has('lighthouse'), false);
  const quick = benchOptions(['--compare-client'], { BENCH_PAGES: 'home, obituary', BENCH_LIGHTHOUSE_RUNS: '1' });
  assert.deepEqual(quick.pages, ['home', 'obituary']);
  assert.equal(quick.lighthouseRuns, 1);
  assert.equal(quick.compareClient, true);
  assert.throws(() => benchOptions(['--only=lighthose'], {}), /unknown section lighthose/);
  assert.throws(() => benchOptions([], { BENCH_PAGES: 'homepage' }), /unknown page homepage/);
});

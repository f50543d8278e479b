// Per-stage wall-clock timing for scripts/validate.mjs (issue 38): every run ends with a table of its stages,
// even a failed one (printed on exit), so where CI's minutes go is always in the log.
const stages = [];
const started = Date.now();

/** Runs `work` as the stage `name` and records how long it took. Works for sync and async work. */
export async function stage(name, work) {
  const begin = Date.now();
  const entry = { name, seconds: null };
  stages.push(entry);
  console.log(`\n▶ ${name}`);
  try {
    return await work();
  } finally {
    entry.seconds = (Date.now() - begin) / 1000;
  }
}

export function stageTable() {
  const width = Math.max(5, ...stages.map((s) => s.name.length));
  const lines = [`${'stage'.padEnd(width)}  seconds`];
  for (const s of stages) lines.push(`${s.name.padEnd(width)}  ${s.seconds === null ? '(stopped here)' : s.seconds.toFixed(1).padStart(7)}`);
  lines.push(`${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}`);
  return lines.join('\n');
}

process.on('exit', () => {
  if (stages.length > 0) console.log(`\nStage timings (wall clock)\n${stageTable()}`);
});
// Stopped from outside (Ctrl-C, a CI timeout): the table still says how far it got. The children in the same process
// group get the signal too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

#!/usr/bin/env node
// `npm run dev` serves through this (scripts/dev.mjs starts and restarts it): the composed site as `npm start`
// serves it, with every page reloading itself after a rebuild. scripts/dev.mjs says "reload" when the watch
// builds are done; the remotes' new files are then read at once (recheckMs 0) instead of within 5 s.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from './config.mjs';
import { startAll } from './start-all.mjs';

// The shell runs in its own process (the supervisor's worker): the version reaches it through a file.
const devVersionFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'keepsake-dev-')), 'version');
const newVersion = () => writeFileSync(devVersionFile, String(Date.now()));
newVersion();
process.on('message', (message) => {
  if (message === 'reload') newVersion();
});
const site = await startAll(configFromEnv(), { shell: { recheckMs: 0, devVersionFile } });
console.log(`\nKeepsake (npm run dev) is running: ${site.url}\n(Ctrl-C stops it all)`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await site.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// scripts/dev.mjs went away without stopping us: stop too.
process.on('disconnect', stop);

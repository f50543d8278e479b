// `npm run dev`: the composed site as `npm start` serves it (same ports, same database in .data/), built in
// development mode and rebuilt on every change, every open page reloading itself when the rebuild is done.
// - one `keepsake-build --watch` per app (its browser and server builds), started one after another so the
//   first builds do not fight over the 2 cores; shared's code is built into the shell, so it is the shell's;
// - the servers (tools/serve/src/dev-cli.mjs): after a rebuild of a remote they serve its new files at once
//   and tell the pages to reload; a rebuild of the shell, or a change in api/src, restarts them (the shell's
//   server code and index.html are read once per process, the API has no watch), and the pages reload when
//   they are back.
// Ctrl-C stops it all.
import { fork } from 'node:child_process';
import { watch } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { apps } from './apps.mjs';
import { install, root } from './lib.mjs';

install();
const env = { ...process.env, NODE_ENV: 'development' };
const build = path.join(root, 'tools', 'webpack-preset', 'build.mjs');

/** Builds running now (app/target), and whether the shell was rebuilt since the servers started. */
const building = new Set();
let shellChanged = false;
let servers = null;
let stopping = false;

const watchers = [];
// Before the first build, so Ctrl-C during it stops the watches too (each also stops when this process goes).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    const running = [servers, ...watchers].filter((child) => child && child.exitCode === null && child.signalCode === null);
    const exits = running.map((child) => once(child, 'exit'));
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(exits);
    process.exit(0);
  });
}
for (const folder of [apps.shell.folder, ...apps.remotes.map((remote) => remote.folder)]) {
  if (stopping) break;
  const watcher = fork(build, ['--watch'], { cwd: path.join(root, folder), env });
  watchers.push(watcher);
  watcher.on('message', onBuild);
  watcher.on('exit', (code) => {
    if (!stopping) console.error(`\n✖ the ${folder} watch stopped (exit ${code}); restart npm run dev`);
  });
  await new Promise((resolve) => {
    watcher.on('message', (message) => message.event === 'ready' && resolve());
    watcher.once('exit', resolve);
  });
}
if (!stopping) await startServers();
watch(
  path.join(root, 'api', 'src'),
  { recursive: true },
  debounce(() => restartServers('api/src changed'), 300),
);

function onBuild({ event, app, target }) {
  if (event === 'ready') return;
  const key = `${app}/${target}`;
  if (event === 'building') {
    building.add(key);
    return;
  }
  building.delete(key);
  if (event === 'built' && app === apps.shell.folder) shellChanged = true;
  // Once nothing builds any more (a change in shared rebuilds several targets), reload or restart once.
  if (building.size > 0 || !servers) return;
  if (shellChanged) restartServers('the shell was rebuilt');
  else if (event === 'built') servers.send('reload');
}

async function startServers() {
  shellChanged = false;
  const started = fork(path.join(root, 'tools', 'serve', 'src', 'dev-cli.mjs'), [], { cwd: root, env });
  started.on('exit', (code) => {
    if (stopping || servers !== started) return;
    // Failed to start (the API not up in time on a first seed, a port taken) or crashed: try again on the next change.
    console.error(`\n✖ the servers stopped (exit ${code}); they start again after the next change`);
    shellChanged = true;
  });
  servers = started;
}

let restarting = false;
async function restartServers(why) {
  if (restarting || stopping || !servers) return;
  restarting = true;
  console.log(`\n↻ restarting the servers: ${why}`);
  const old = servers;
  servers = null;
  if (old.exitCode === null && old.signalCode === null) {
    old.kill('SIGTERM');
    await once(old, 'exit');
  }
  await startServers();
  restarting = false;
}

function debounce(action, ms) {
  let timer;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(action, ms);
  };
}

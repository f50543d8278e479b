#!/usr/bin/env node
// `npm start` ends here after the build: every process of the site under the supervisor, until Ctrl-C.
// `--only=api,shell,site,…` runs some of them (one machine of a production setup runs one service).
import { configFromEnv } from './config.mjs';
import { startAll } from './start-all.mjs';

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : undefined;
const config = configFromEnv();
const site = await startAll(config, { only });
console.log(`\nKeepsake is running: ${site.url}\n(Ctrl-C stops it all)`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await site.close();
    process.exit(0);
  });
}

#!/usr/bin/env node
// `npm start` ends here after the build: serve everything until Ctrl-C.
import { configFromEnv } from './config.mjs';
import { startAll } from './start-all.mjs';

const config = configFromEnv();
const site = await startAll(config);
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

// `npm start`: install, build for production, then serve the composed site (migrating and seeding the
// database on first start) until Ctrl-C.
import { install, buildApps } from './lib.mjs';

install();
buildApps();
await import('../tools/serve/src/start-all-cli.mjs');

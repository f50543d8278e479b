// Production build of the shell and every remote.
import { install, buildApps } from './lib.mjs';
install();
buildApps();
// The API as built JavaScript too: what production runs (scripts/build-api.mjs, ADR 090).
await import('./build-api.mjs');

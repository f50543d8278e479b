// Production build of the shell and every remote.
import { install, buildApps } from './lib.mjs';
install();
buildApps();

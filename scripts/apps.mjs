// Reads apps.json, the one list of apps (the shell and the remotes), for the root scripts and configs
// (build, typecheck, eslint, jest). Node built-ins only: it runs before anything is installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {{ shell: { name: string, folder: string, port: number }, remotes: Array<{ name: string, folder: string, port: number, federationName: string, pathPrefix: string, area: string, expose?: string, siteLayout?: boolean }> }} */
export const apps = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8'));

/** Every app's folder, the shell first (the build order). */
export const APP_FOLDERS = [apps.shell.folder, ...apps.remotes.map((remote) => remote.folder)];

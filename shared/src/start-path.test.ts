/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What every page loads before it can show anything (the shell's start path) must not pull in zod
// (14 KB gzip) at runtime: types from the contract are fine, its schemas are not.
const START_PATH = ['api-client', 'store', 'theme', 'ui', 'page-error', 'messages', 'bus', 'rules'];
const RUNTIME_ZOD = /^(?:import|export)\s+(?!type\b)[^;]*from\s+'(zod|@keepsake\/shared\/contract|@keepsake\/shared\/forms)'/m;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('fake-') ? [file] : [];
  });
}

describe('the start path', () => {
  it.each(START_PATH)('%s imports no zod schema at runtime', (subpath) => {
    const offenders = sources(path.join(__dirname, subpath)).filter((file) => RUNTIME_ZOD.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
  });
});

// `npm test`: every check, in the order that fails fastest. What CI runs is what a developer runs.
//   install → lint → typecheck → unit and API tests (jest) → production build → end-to-end (Playwright, Chromium)
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApps, install, pnpm, root } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';

const results = path.join(root, '.test-results');
mkdirSync(results, { recursive: true });

install();
ensureChromium();
pnpm(['exec', 'eslint', '--max-warnings=0', '.']);
pnpm(['exec', 'node', 'scripts/typecheck.mjs', '--no-install']);
const jestReport = path.join(results, 'jest.json');
pnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`]);
buildApps();
const e2eReport = path.join(results, 'e2e.json');
pnpm(['exec', 'playwright', 'test'], { cwd: path.join(root, 'e2e'), env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } });

// One plain closing line for the whole run (jest and Playwright each print their own above).
const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
const e2e = existsSync(e2eReport) ? JSON.parse(readFileSync(e2eReport, 'utf8')).stats : { expected: 0, unexpected: 0, flaky: 0 };
const passed = jest.numPassedTests + e2e.expected + e2e.flaky;
const failed = jest.numFailedTests + e2e.unexpected;
console.log(`\nunit/api: ${jest.numPassedTests} passed, e2e: ${e2e.expected} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

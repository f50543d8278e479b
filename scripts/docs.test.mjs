// The docs stay true to the repository (node:test; `npm test` and `npm run test:unit` run it):
// - every `SPEC §N` cited in code, tests and docs names a section docs/spec.md has;
// - every repository path the README and the documents in docs/ (ADRs included) name in backticks exists, and
//   every document under docs/ that code, configuration or a document names (applied migrations aside);
// - every ADR opens the same way: title, Status, Date, then its Context.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** The repository's files: tracked, and new ones not ignored. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const decisions = files.filter((file) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(file));

test('every SPEC § cited names a section of docs/spec.md', () => {
  const sections = new Set([...read('docs/spec.md').matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
  assert.ok(sections.size >= 9, 'docs/spec.md has its numbered sections');
  const missing = [];
  let cited = 0;
  for (const file of files.filter((name) => /\.(ts|tsx|mjs|cjs|js|md|sql)$/.test(name) && name !== 'docs/spec.md')) {
    for (const match of read(file).matchAll(/SPEC §(\d+(?:\.\d+)*)/g)) {
      cited += 1;
      if (!sections.has(match[1])) missing.push(`${file}: SPEC §${match[1]}`);
    }
  }
  assert.ok(cited > 100, `the code cites the specification (${cited} found)`);
  assert.deepEqual(missing, [], `sections docs/spec.md does not have (it has §${[...sections].join(', §')})`);
});

// What a backticked name in the README or an ADR may be without being a file of this repository.
const NOT_REPOSITORY_PATHS = new Set([
  // generated, or what a build or deploy writes (ignored by git)
  'dist/',
  'dist/server/',
  'dist/server/main.js',
  'dist/startup.json',
  '.data/',
  'pglite/',
  '.bench/latest.json',
  '.test-results/e2e.json',
  '.stats/chunk-modules.json',
  'server/remoteEntry.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'main.js',
  'api/dist/start.cjs',
  'deploy/.env',
  '.data/platform-token',
  // names of other things: an API path's tail, an ESLint rule, functions, a JSON path, a federation module
  'render-context/approved',
  'contract/submit',
  'import-x/no-cycle',
  'import-x/no-restricted-paths',
  'exec/query/withTransaction',
  'readDraft/writeDraft/clearDraft',
  'builder_bridge/Studio',
  'context.pages./.modules.0.text',
  'remotes.json',
  'x.test.tsx',
  // a file inside a package (webpack's), named by the ADR that explains a pinned version
  'lib/util/extractUrlAndGlobal',
  '.../reset',
  '.json',
  // removed since, named by the ADR that records what it was (022)
  'tools/serve/src/share-preview.mjs',
  'share-preview.mjs',
]);

/** A name that could be a path of the repository: no URL, API call, pattern, package or placeholder. */
function pathLike(name) {
  if (NOT_REPOSITORY_PATHS.has(name)) return false;
  if (/[\s<>{}*|?=…:$[\]]|NNN/.test(name) || /^(\/|\.\/|@|https?:)/.test(name)) return false;
  return name.includes('/') || /\.(ts|tsx|mjs|cjs|js|json|md|sh|sql|yaml)$/.test(name);
}

/** A package of node_modules (react-dom/client, drizzle-orm/pglite): not ours to check. */
const isPackagePath = (name) => existsSync(path.join(root, 'node_modules', '.pnpm', 'node_modules', name.split('/')[0]));

/**
 * Exists as given from the root, or is the end of a path that does (`case-media/process.ts`, `page-styles.tsx`,
 * a remote's `src/routes.tsx`), or names an ADR by its number (`docs/decisions/040`).
 */
function exists(name) {
  const clean = name.replace(/\/$/, '');
  if (existsSync(path.join(root, clean))) return true;
  return files.some((file) => file.endsWith(`/${clean}`) || file.includes(`/${clean}/`) || (/\/\d{3}$/.test(clean) && file.startsWith(`${clean}-`)));
}

/** The paths named in backticks in `text` that are not in the repository. */
export function deadBacktickedPaths(text) {
  return [...text.matchAll(/`([^`\n]+)`/g)].map(([, name]) => name).filter((name) => pathLike(name) && !isPackagePath(name) && !exists(name));
}

/** The documents under docs/ named anywhere in `text` (a code comment, a migration) that do not exist. */
export function deadDocPaths(text) {
  return [...text.matchAll(/\bdocs\/[\w./-]*[\w/]/g)].map(([name]) => name).filter((name) => !name.includes('NNN') && !exists(name));
}

test('every repository path the README and the documents in docs/ name exists', () => {
  const missing = [];
  for (const file of ['README.md', ...files.filter((name) => /^docs\/.+\.md$/.test(name) && name !== 'docs/spec.md')]) {
    for (const name of deadBacktickedPaths(read(file))) missing.push(`${file}: ${name}`);
  }
  assert.deepEqual(missing, [], 'named in backticks but not in the repository (fix the path, or list it in NOT_REPOSITORY_PATHS)');
});

// Applied migrations are never edited (ADR 002), so their comments keep the names documents had on their day;
// this file names dead paths on purpose, below.
const NEVER_EDITED = /^(api\/src\/db\/migrations\/|scripts\/docs\.test\.mjs$)/;

test('every document under docs/ that code and configuration name exists', () => {
  const missing = [];
  for (const file of files.filter((name) => /\.(ts|tsx|mjs|cjs|js|json|sh|yaml|md)$/.test(name) && !NEVER_EDITED.test(name))) {
    for (const name of deadDocPaths(read(file))) missing.push(`${file}: ${name}`);
  }
  assert.deepEqual(missing, [], 'a document named but not in docs/');
});

test('the path checks catch a dead path', () => {
  // A README naming a file that was moved or never was, beside names that are fine.
  const readme = 'See `docs/decisions/060-arrangements.md`, `scripts/validate.mjs`, `docs/decisions/060` and `react-dom/client`.';
  assert.deepEqual(deadBacktickedPaths(readme), ['docs/decisions/060-arrangements.md']);
  assert.deepEqual(deadBacktickedPaths('`remote-portal/src/no-such-file.tsx`'), ['remote-portal/src/no-such-file.tsx']);
  const comment = '// the rules (docs/decisions/060-arrangements.md), the design (docs/architecture.md), the ADRs (docs/decisions/).';
  assert.deepEqual(deadDocPaths(comment), ['docs/decisions/060-arrangements.md']);
});

test('every ADR starts with its title, Status, Date and Context', () => {
  const problems = [];
  for (const file of decisions) {
    const [title, , status, date, , context] = read(file).split('\n');
    if (!/^# \d{3}\b/.test(title ?? '')) problems.push(`${file}: the first line is "# NNN …"`);
    if (!/^Status: (Accepted|Superseded|Deprecated|Proposed)\b/.test(status ?? '')) problems.push(`${file}: line 3 is "Status: Accepted|Superseded…"`);
    if (!/^Date: \d{4}-\d{2}-\d{2}\b/.test(date ?? '')) problems.push(`${file}: line 4 is "Date: YYYY-MM-DD" (when it was added)`);
    if (context !== '## Context') problems.push(`${file}: line 6 is "## Context"`);
  }
  assert.ok(decisions.length >= 20, 'the ADRs are found');
  assert.deepEqual(problems, []);
});

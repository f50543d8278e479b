// One jest run for every package; each package is a project with the environment it runs in.
import { fileURLToPath } from 'node:url';
import { APP_FOLDERS } from './scripts/apps.mjs';

const swc = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// The browser projects load modules through a runtime that keeps each file's transform and compiled code across a
// worker's test files (jest.caching-runtime.cjs). Not the API project: its files spend their time in the database
// (measured: the same time either way).
const runtime = fileURLToPath(new URL('./jest.caching-runtime.cjs', import.meta.url));

// The servers' tests (tools/serve), in node.
const serve = {
  rootDir: '<rootDir>/tools/serve',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  // light-my-request (fastify.inject) requires the ESM-only `cookie`: compile it to CommonJS.
  transform: { '^.+\\.m?js$': swc['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!cookie@)'],
};
// Of those, the ones that fork the shell's worker process (project serve-processes, below).
const PROCESS_TESTS = ['supervisor.test.mjs', 'shell-hostile.test.mjs'];

const browser = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  runtime,
  transform: swc,
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': '<rootDir>/../jest.asset-stub.cjs' },
  // Lexical (the studio's rich-text editor, ADR 104) ships ES modules only: swc compiles it to CommonJS.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(lexical|@lexical\\+[a-z0-9-]+|@preact\\+signals-core)@)'],
});

// The API's tests, in node. With TEST_DATABASE_URL they run on that PostgreSQL, otherwise on in-memory PGlite.
const apiBase = {
  displayName: 'api',
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  // Each test file migrates and seeds a fresh database: on a loaded 2-core machine that takes seconds.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest/timeout.cjs'],
  // better-auth's CommonJS build requires ESM-only packages (jose, @noble/*, nanostores): swc
  // compiles those to CommonJS. PGlite's CommonJS build loads Node built-ins with import(), which
  // jest cannot run without --experimental-vm-modules: a tiny transformer turns them into require.
  transform: { '/@electric-sql\\+pglite@[^/]+/.+\\.cjs$': '<rootDir>/jest/pglite-dynamic-import.cjs', ...swc },
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jose|@noble\\+hashes|@noble\\+ciphers|nanostores|cookie|@better-auth\\+utils|@electric-sql\\+pglite)@)'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
const api = {
  ...apiBase,
  // On PostgreSQL (TEST_DATABASE_URL) each file's database is a copy of one migrated and seeded template,
  // made once per run here (src/testing/template-database.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
};

// PGlite-specific files and a smoke subset of the routes, run on PGlite even when TEST_DATABASE_URL is set
// (its set-up file hides the variable from the test files). The durability test is not here: it runs both
// databases itself.
const API_EMBEDDED_TESTS = [
  'db/migrate.test.ts',
  'db/schema-matches-migrations.test.ts',
  'features/health/routes.test.ts',
  'features/auth/routes.test.ts',
  'features/family-cases/routes.test.ts',
  'features/staff-cases/routes.test.ts',
  'features/obituaries/routes.test.ts',
  'features/arrangements/routes.test.ts',
];
const apiEmbedded = {
  ...apiBase,
  displayName: 'api-embedded',
  setupFiles: ['<rootDir>/jest/embedded-database.cjs'],
  testMatch: API_EMBEDDED_TESTS.map((file) => `<rootDir>/src/${file}`),
};

export default {
  rootDir: '.',
  // Jest 30 does not apply a project's own testTimeout to its hooks; on a loaded 2-core machine an API test
  // file's beforeAll (migrate + seed) or a long form test passes 5 s. Here, for every project.
  testTimeout: 30_000,
  projects: [
    browser('shared'),
    ...APP_FOLDERS.map(browser),
    api,
    // With PostgreSQL, the API project runs there; this one keeps the embedded database (PGlite, the default
    // for `npm start`) under test: its own tests and a smoke subset of the routes (issue 38).
    ...(process.env.TEST_DATABASE_URL ? [apiEmbedded] : []),
    { ...serve, displayName: 'serve', testPathIgnorePatterns: PROCESS_TESTS.map((name) => `/src/${name}$`) },
    // The tests that start the shell as its own process (worker.mjs, as production runs it) and kill it:
    // integration tests by nature, most of their time spent booting processes and waiting out sockets. `npm test`
    // runs them; `npm run test:unit`, the fast loop, leaves this project out (issue 23).
    { ...serve, displayName: 'serve-processes', testMatch: PROCESS_TESTS.map((name) => `<rootDir>/src/${name}`) },
  ],
};

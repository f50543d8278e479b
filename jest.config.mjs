// One jest run for every package; each package is a project with the environment it runs in.
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

const browser = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: swc,
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': '<rootDir>/../jest.asset-stub.cjs' },
});

export default {
  rootDir: '.',
  // Global, because jest reads testTimeout only here (a project's own is ignored): API test files migrate
  // and seed a fresh database in beforeAll, which takes more than 5 s on a loaded 2-core machine.
  testTimeout: 30_000,
  projects: [
    browser('shared'),
    browser('shell'),
    browser('remote-site'),
    browser('remote-obituaries'),
    browser('remote-planning'),
    browser('remote-portal'),
    browser('remote-builder-bridge'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // Each test file migrates and seeds a fresh database: on a loaded 2-core machine that takes seconds.
      testTimeout: 30_000,
      // better-auth's CommonJS build requires ESM-only packages (jose, @noble/*, nanostores): swc
      // compiles those to CommonJS. PGlite's CommonJS build loads Node built-ins with import(), which
      // jest cannot run without --experimental-vm-modules: a tiny transformer turns them into require.
      transform: { '/@electric-sql\\+pglite@[^/]+/.+\\.cjs$': '<rootDir>/jest/pglite-dynamic-import.cjs', ...swc },
      transformIgnorePatterns: [
        '/node_modules/\\.pnpm/(?!(jose|@noble\\+hashes|@noble\\+ciphers|nanostores|cookie|@better-auth\\+utils|@electric-sql\\+pglite)@)',
      ],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'serve',
      rootDir: '<rootDir>/tools/serve',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.mjs'],
      moduleFileExtensions: ['mjs', 'js', 'json'],
      // light-my-request (fastify.inject) requires the ESM-only `cookie`: compile it to CommonJS.
      transform: { '^.+\\.m?js$': swc['^.+\\.(t|j)sx?$'] },
      transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!cookie@)'],
    },
  ],
};

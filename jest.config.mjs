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
      transform: swc,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'serve',
      rootDir: '<rootDir>/tools/serve',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.mjs'],
      transform: {},
    },
  ],
};

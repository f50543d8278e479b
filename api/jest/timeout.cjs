/* global jest */
// `testTimeout` in a project's config is not applied by jest 30 (it is a global option); each API test
// file migrates and seeds a fresh database, which takes seconds on a loaded machine.
jest.setTimeout(120_000);

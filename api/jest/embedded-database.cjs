// Project api-embedded (jest.config.mjs): these files run on PGlite even when TEST_DATABASE_URL names a
// PostgreSQL server for the rest of the API project. Runs before each file, in its own process object.
delete process.env.TEST_DATABASE_URL;

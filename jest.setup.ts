// Every browser project's setup. A test file of pure logic says `/** @jest-environment node */` in its first
// comment and runs without jsdom and without the DOM helpers: loading those in each file (jest-dom's and
// testing-library's aria tables, react-dom, the bus's store) cost about 0.4 s of CPU per file, 12 s of the
// unit run for 34 such files (issue 23). Required, not imported: an import would load them in every file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
if (typeof document !== 'undefined') require('./jest.setup-dom');

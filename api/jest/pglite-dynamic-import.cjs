// Jest transformer for PGlite's CommonJS build. That build loads Node built-ins with import(), which
// jest cannot run without --experimental-vm-modules. Only built-ins are imported this way, so a plain
// require gives the same module. The require is captured first because the Emscripten code later
// declares its own `var require` in the same function scope.
const BUILTIN_IMPORT = /\bimport\((["'])([a-z_/:]+)\1\)/g;

module.exports = {
  process(source) {
    return { code: `const __pgliteRequire = require;\n${source.replace(BUILTIN_IMPORT, 'Promise.resolve(__pgliteRequire("$2"))')}` };
  },
};

// One copy of each of these in the page (DESIGN.md). The shell is their one provider: remotes are built
// with `import: false`, so they never bundle or download a fallback copy of their own. That keeps every
// remote entry small and makes a duplicated singleton impossible rather than unlikely.
// Subpaths are listed one by one (react/jsx-runtime, react-dom/client …): a prefix key would let a remote
// ask for a subpath the shell never provides. shell/src/provide-shared.ts names the ones the shell does not
// import itself, so that it provides them too.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REACT = '19.3.1';

/** The @keepsake/shared subpaths, from its package.json exports. */
export function sharedPackageSubpaths(sharedPackageJson) {
  const { exports } = JSON.parse(readFileSync(sharedPackageJson, 'utf8'));
  return Object.keys(exports)
    .filter((key) => key !== './package.json')
    .map((key) => `@keepsake/shared/${key.slice(2)}`);
}

export function sharedSingletons(sharedPackageJson, { host }) {
  const require = createRequire(sharedPackageJson);
  const emotionVersion = require('@emotion/react/package.json').version;
  const resolversVersion = packageVersion(require, '@hookform/resolvers');
  const sharedVersion = JSON.parse(readFileSync(sharedPackageJson, 'utf8')).version;
  const provide = host ? {} : { import: false };
  const exactReact = { singleton: true, requiredVersion: REACT, strictVersion: true, ...provide };
  const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra, ...provide });
  return {
    react: exactReact,
    'react/jsx-runtime': exactReact,
    'react-dom': exactReact,
    'react-dom/client': exactReact,
    'react-router': singleton('^6.30.6'),
    '@remix-run/router': singleton('^1.23.4'),
    'react-router-dom': singleton('^6.30.6'),
    jotai: singleton('^2.20.3'),
    'jotai/react': singleton('^2.20.3'),
    'jotai/vanilla': singleton('^2.20.3'),
    'jotai/vanilla/internals': singleton('^2.20.3'),
    'jotai/utils': singleton('^2.20.3'),
    '@emotion/react': singleton('^11.14.0'),
    // Its subpath folder carries no version of its own; without one the share would not dedupe.
    '@emotion/react/jsx-runtime': singleton('^11.14.0', { version: emotionVersion }),
    zod: singleton('^3.25.76'),
    mitt: singleton('^3.0.1'),
    'react-hook-form': singleton('^7.92.0'),
    '@hookform/resolvers/zod': singleton('^5.2.2', { version: resolversVersion }),
    ...Object.fromEntries(
      sharedPackageSubpaths(sharedPackageJson).map((name) => [name, singleton(`^${sharedVersion}`, { version: sharedVersion })]),
    ),
  };
}

// A package whose exports hide its package.json: walk up from its entry to find it.
function packageVersion(require, name) {
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      if (json.name === name) return json.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`No package.json found for ${name}`);
}

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

/**
 * The react-router-dom APIs the shell provides (shell/src/routing/react-router-dom.ts re-exports exactly
 * these). A singleton is not tree-shaken, so the shell ships a module with only what the apps use instead
 * of the whole router; keepsake-build fails when an app imports an API that is not listed. An app that
 * needs one more adds it here and to the shell's module, and the shell deploys first.
 */
export const ROUTER_API = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useOutletContext',
  'useParams',
  'useSearchParams',
];

/** The @keepsake/shared subpaths, from its package.json exports. */
export function sharedPackageSubpaths(sharedPackageJson) {
  const { exports } = JSON.parse(readFileSync(sharedPackageJson, 'utf8'));
  return Object.keys(exports)
    .filter((key) => key !== './package.json')
    .map((key) => `@keepsake/shared/${key.slice(2)}`);
}

/**
 * @param {string} sharedPackageJson
 * @param {{ host: boolean, appDir: string, imports?: Record<string, string> }} options `imports`: the host's
 *   own module for a share key (react-router-dom), provided instead of the package.
 */
export function sharedSingletons(sharedPackageJson, { host, appDir, imports = {} }) {
  const require = createRequire(sharedPackageJson);
  const routerVersion = packageVersion(createRequire(path.join(appDir, 'package.json')), 'react-router-dom');
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
    // react-router and @remix-run/router are not shared: they are bundled into the shell's router module.
    'react-router-dom': {
      ...singleton('^6.30.6', { version: routerVersion }),
      ...(host ? { import: required(imports, 'react-router-dom') } : {}),
    },
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

function required(imports, key) {
  if (!imports[key]) throw new Error(`The shell must provide its own module for ${key} (createConfig({ sharedImports }))`);
  return imports[key];
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

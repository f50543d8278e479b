// One copy of each of these in the page (docs/architecture.md). The shell is their one provider: remotes are built
// with `import: false`, so they never bundle or download a fallback copy of their own. That keeps every
// remote entry small and makes a duplicated singleton impossible rather than unlikely.
// Subpaths are listed one by one (react/jsx-runtime, react-dom/client …): a prefix key would let a remote
// ask for a subpath the shell never provides. shell/src/provide-shared.ts names the ones the shell does not
// import itself, so that it provides them too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * @keepsake/shared exports that are not singletons: its package.json, and the contract's whole barrel, which only the
 * API (and tests) import. Browser code takes the contract by domain (`@keepsake/shared/contract/<domain>`, ADR 122;
 * lint refuses the barrel there): a singleton is not tree-shaken, so sharing the barrel would put every domain's
 * schemas, and zod, on any page that needs one of them.
 */
export const NOT_SHARED = ['./package.json', './contract'];

/** The @keepsake/shared subpaths, from its package.json exports. */
export function sharedPackageSubpaths(sharedPackageJson) {
  const { exports } = JSON.parse(readFileSync(sharedPackageJson, 'utf8'));
  return Object.keys(exports)
    .filter((key) => !NOT_SHARED.includes(key))
    .map((key) => `@keepsake/shared/${key.slice(2)}`);
}

/** The source file a `@keepsake/shared/<subpath>` resolves to (its package.json exports), as an absolute path. */
export function sharedSubpathFile(sharedPackageJson, name) {
  const { exports } = JSON.parse(readFileSync(sharedPackageJson, 'utf8'));
  return path.join(path.dirname(sharedPackageJson), exports[`./${name.slice('@keepsake/shared/'.length)}`]);
}

/**
 * The versions written once, in pnpm-workspace.yaml's `catalog:` (every package.json says "catalog:").
 * @param {string} workspaceFile
 * @returns {Record<string, string>}
 */
export function catalogVersions(workspaceFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../pnpm-workspace.yaml')) {
  const versions = {};
  let inCatalog = false;
  for (const line of readFileSync(workspaceFile, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inCatalog = /^catalog:\s*$/.test(line);
    const entry = inCatalog && /^\s+['"]?([^'":\s]+)['"]?:\s*['"]?([^'"\s#]+)/.exec(line);
    if (entry) versions[entry[1]] = entry[2];
  }
  return versions;
}

/**
 * @param {string} sharedPackageJson
 * @param {{ host: boolean, imports?: Record<string, string>, versions?: Record<string, string> }} options
 *   `imports`: the host's own module for a share key (react-router-dom), provided instead of the package.
 */
export function sharedSingletons(sharedPackageJson, { host, imports = {}, versions = catalogVersions() }) {
  const version = (name) => {
    if (!versions[name]) throw new Error(`${name} has no version in pnpm-workspace.yaml's catalog`);
    return versions[name];
  };
  const sharedVersion = JSON.parse(readFileSync(sharedPackageJson, 'utf8')).version;
  // The shell is the one provider (remotes: `import: false`), so its own consumes have nothing to choose
  // between: no required version, so the federation runtime never parses a version range for them at start
  // (≈ 90 ms of semver at ×4 CPU, docs/performance.md). The remotes keep theirs: a remote built against another
  // React still fails loudly when it loads (e2e remote-lifecycle).
  const provide = host ? { requiredVersion: false, strictVersion: false } : { import: false };
  // React 19 host and remotes must be the exact same version (docs/architecture.md).
  const exactReact = { singleton: true, requiredVersion: version('react'), strictVersion: true, ...provide };
  // `version` too: a subpath folder or the shell's own module carries no version of its own, and without
  // one the share would not dedupe.
  const singleton = (name, extra = {}) => ({ singleton: true, requiredVersion: `^${version(name)}`, version: version(name), ...extra, ...provide });
  return {
    react: exactReact,
    'react/jsx-runtime': exactReact,
    'react-dom': exactReact,
    'react-dom/client': exactReact,
    // react-router and @remix-run/router are not shared: they are bundled into the shell's router module.
    'react-router-dom': singleton('react-router-dom', host ? { import: required(imports, 'react-router-dom') } : {}),
    jotai: singleton('jotai'),
    'jotai/react': singleton('jotai'),
    'jotai/vanilla': singleton('jotai'),
    'jotai/vanilla/internals': singleton('jotai'),
    'jotai/utils': singleton('jotai'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/react/jsx-runtime': singleton('@emotion/react'),
    zod: singleton('zod'),
    mitt: singleton('mitt'),
    'react-hook-form': singleton('react-hook-form'),
    '@hookform/resolvers/zod': singleton('@hookform/resolvers'),
    ...Object.fromEntries(
      sharedPackageSubpaths(sharedPackageJson).map((name) => [
        name,
        {
          singleton: true,
          requiredVersion: `^${sharedVersion}`,
          version: sharedVersion,
          ...provide,
          // The shell provides each subpath by its file: webpack then provides it whether or not the shell imports it
          // itself, so the shell does not consume (and list in main.js) the ones only remotes use, the contract's
          // seven entry points among them (ADR 122).
          ...(host ? { import: sharedSubpathFile(sharedPackageJson, name) } : {}),
        },
      ]),
    ),
  };
}

function required(imports, key) {
  if (!imports[key]) throw new Error(`The shell must provide its own module for ${key} (createConfig({ sharedImports }))`);
  return imports[key];
}

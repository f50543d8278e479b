// Lint enforces the house's rules (docs/architecture.md): remotes never import each other or the shell; shared imports
// no app; inside a remote, features do not import each other; no import cycles; the rules of hooks;
// kebab-case file and folder names. Everything else is typescript-eslint's recommended set. Formatting is
// prettier's (`npm run format:check`), not lint's.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { APP_FOLDERS } from './scripts/apps.mjs';

const APPS = APP_FOLDERS;
const REMOTES = APPS.filter((app) => app !== 'shell');
const TSCONFIGS = ['shared', ...APPS, 'api', 'e2e'].map((name) => `${name}/tsconfig.json`).filter((file) => existsSync(file));

/**
 * Browser code (the apps and shared) takes the contract by domain, `@keepsake/shared/contract/<domain>` (ADR 122): a
 * shared singleton is not tree-shaken, so the whole barrel would load every domain's schemas, and zod, on any page
 * that needs one of them. The API imports the barrel.
 */
const CONTRACT_BARREL = {
  regex: '^@keepsake/shared/contract$',
  message:
    'Import the contract from the entry point of its domain, @keepsake/shared/contract/<website|obituary|planning|case|arrangement|payment|staff> (ADR 122): the whole barrel loads every schema and zod.',
};

/** Files in `app` may not import any other app, by package name or by relative path; browser code, not the contract's barrel. */
function isolate(app, others) {
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...others.map((other) => ({
              regex: `(^@keepsake/${other}(/|$))|(^\\.\\.?/.*\\b${other}/)`,
              message: `${app} must not import ${other}: apps meet only through @keepsake/shared (docs/architecture.md).`,
            })),
            {
              regex: '^@tanstack/',
              message: 'Use the one data layer, @keepsake/shared/query: one copy of TanStack Query and one cache for the page.',
            },
            ...(app === 'api' ? [] : [CONTRACT_BARREL]),
          ],
        },
      ],
    },
  };
}

/** The feature folders under `dir` (none when it does not exist). */
function featureFolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside a remote (bulletproof-react's unidirectional layout): a feature imports only itself and the remote's
 * shared folders (components, hooks, lib, api, modules, testing), never another feature; the shared folders
 * import no feature; nothing imports the route tree.
 */
function featureZones(app) {
  // The staff's remote holds an app (src/studio) beside the bridge in the preview frame (src/bridge): its
  // features live one level down (issue 38.1).
  const root = existsSync(`${app}/src/studio/features`) ? `${app}/src/studio` : `${app}/src`;
  const src = `./${root}`;
  const features = featureFolders(`${root}/features`);
  const sharedFolders = ['components', 'hooks', 'lib', 'api', 'modules', 'testing'].map((folder) => `${src}/${folder}`);
  return {
    files: [`${root}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${src}/features/${feature}`,
              from: `${src}/features`,
              except: [`./${feature}`],
              message: `Features do not import each other: move what ${feature} shares to the remote's components, hooks, lib or api.`,
            })),
            { target: sharedFolders, from: `${src}/features`, message: "A remote's shared folders import no feature." },
            {
              target: [`${src}/features`, ...sharedFolders],
              from: [`${src}/routes.tsx`, `${src}/layout.tsx`],
              message: 'Only the route tree composes features.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * Inside the API (issue 23): a feature imports only itself, case-core (what several Family Portal features
 * need: the case context, membership and roles, the shared case tables), auth, db, lib and plugins — never
 * another feature. API_FEATURE_DEBT listed the imports between features that remained; it is empty (issue 23:
 * what they shared moved to case-core and lib), so lint fails on any import between features. lib, plugins and db import no feature (db's better-auth tables excepted); nothing imports
 * server.ts.
 */
/** @type {Record<string, string[]>} */
const API_FEATURE_DEBT = {};

function apiZones() {
  const src = './api/src';
  const features = featureFolders('api/src/features');
  return {
    files: ['api/src/**/*.ts'],
    // Tests build the whole server and may read any feature's tables or helpers.
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${src}/features/${feature}`,
              from: `${src}/features`,
              except: [...new Set([feature, ...(feature === 'auth' ? [] : ['case-core', 'auth']), ...(API_FEATURE_DEBT[feature] ?? [])])].map(
                (name) => `./${name}`,
              ),
              message: `API domains do not import each other: move what ${feature} shares to case-core, lib or plugins (eslint.config.mjs, API_FEATURE_DEBT).`,
            })),
            { target: [`${src}/lib`, `${src}/plugins`], from: `${src}/features`, message: 'lib and plugins import no feature.' },
            { target: `${src}/db`, from: `${src}/features`, except: ['./auth/tables.ts'], message: 'db imports no feature but the better-auth tables.' },
            { target: `${src}/features`, from: `${src}/server.ts`, message: 'Only server.ts composes the features.' },
          ],
        },
      ],
    },
  };
}

/**
 * Dates and times are written by one module, @keepsake/shared/time (docs/decisions/095): an instant on the
 * funeral home's wall clock with its zone named, a calendar day as a day. `toLocale*String` and a bare
 * `Intl.DateTimeFormat` write the reader's or the server's clock instead (a 5:00 PM EST order read "10:00 PM"
 * on a UTC machine, issue 36.3), so nothing else may call them. Numbers use Intl.NumberFormat. Tests may ask
 * Intl as the oracle the formatter is checked against.
 */
const DATE_TEXT_MESSAGE = 'Write dates and times with @keepsake/shared/time (formatDateTime, formatDate, formatDay …): the home’s zone, named (ADR 095).';
const ONE_DATE_FORMATTER = {
  files: ['{shared,api,shell,remote-*}/src/**/*.{ts,tsx}'],
  ignores: ['shared/src/time/**', '**/*.test.{ts,tsx}', '**/testing/**'],
  rules: {
    'no-restricted-properties': [
      'error',
      ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message: DATE_TEXT_MESSAGE })),
      { object: 'Intl', property: 'DateTimeFormat', message: DATE_TEXT_MESSAGE },
    ],
  },
};

// Fresh after every change (issue 36 §4): see the block that uses it below. A const because every block that sets
// no-restricted-syntax must repeat it: a later block's options replace an earlier one's for the same file.
const NO_INVALIDATE_QUERIES = {
  selector: "CallExpression[callee.property.name='invalidateQueries']",
  message: "Name what the write changed instead: useMutation({ meta: { changes: [['case', id]] } }) (shared/src/query/invalidation.ts).",
};

/**
 * One idiom per job (issue 38.3, ADR 121): a failed call is read with messageOf / statusOf / fieldErrorsOf from
 * @keepsake/shared/api-client, never by testing `instanceof ApiError` in a page (the API client itself is where
 * the test lives); a component's code is loaded later with lazyNamed from @keepsake/shared/ui, never with a
 * React.lazy of its own (the helper itself, and the shell's loader of a federated remote by id, excepted).
 * Tests may do as they like.
 */
const ONE_IDIOM_PACKAGES = ['remote-portal', 'remote-site', 'remote-obituaries', 'remote-planning', 'shell', 'shared'];
const ONE_IDIOM_SYNTAX = [
  NO_INVALIDATE_QUERIES,
  {
    selector: "BinaryExpression[operator='instanceof'][right.name='ApiError']",
    message: 'Read a failed call with messageOf(error, fallback), statusOf(error) or fieldErrorsOf(error) from @keepsake/shared/api-client (ADR 121).',
  },
  // A read is a queryOptions({ queryKey, queryFn }) factory: TanStack then types the key with its data, and
  // usePageData / usePageQuery / useQuery / prefetchQuery all take it (shared/src/query, with its own plumbing,
  // excepted below).
  {
    selector:
      "ObjectExpression:has(> Property[key.name='queryKey']):has(> Property[key.name='queryFn']):not(CallExpression[callee.name='queryOptions'] > ObjectExpression)",
    message: 'Define a read as queryOptions({ queryKey, queryFn }) from @keepsake/shared/query (ADR 121).',
  },
];
const LAZY_MESSAGE = "Load a component later with lazyNamed(() => import('./x'), 'X') from @keepsake/shared/ui (ADR 121).";
const ONE_LAZY_HELPER = [
  { selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']", message: LAZY_MESSAGE },
  { selector: "MemberExpression[object.name='React'][property.name='lazy']", message: LAZY_MESSAGE },
];
const LAZY_EXCEPTIONS = ['shared/src/ui/lazy-named.ts', 'shell/src/remotes/remote-component.ts'];
// The theme's type scale and surface (shared/src/theme/create-theme.ts): a font size is a step, fontSizes.lg (a
// heading that grows with the viewport keeps its clamp(), a print rule its pt); a card is filled with
// theme.colors.surface, not white.
const SCALE_MESSAGE = 'Name a step of the type scale: fontSizes.md (@keepsake/shared/theme, ADR 121).';
const ONE_TYPE_SCALE = [
  { selector: "Property[key.name='fontSize'] > Literal[value=/^[0-9.]+(rem|px)$/]", message: SCALE_MESSAGE },
  { selector: "Property[key.name='fontSize'] > Literal[raw=/^[0-9]/]", message: SCALE_MESSAGE },
  { selector: "Property[key.name='fontSize'] > ConditionalExpression > Literal[value=/^[0-9.]+(rem|px)$/]", message: SCALE_MESSAGE },
  { selector: 'TemplateElement[value.raw=/font-size:\\s*[0-9.]+(rem|px)/]', message: SCALE_MESSAGE },
  {
    selector: "Property[key.name='background'] > Literal[value=/^(#fff|#ffffff|white)$/i]",
    message: 'Fill a card with theme.colors.surface (ADR 121): white is unreadable under a dark design’s text.',
  },
];
// A one-box search (role="search") is no form to validate.
const ONE_FORM_HOOK = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='role'][value.value='search']))",
  message: 'A form is <Form form={useZodForm({ schema })}> from @keepsake/shared/forms, not a hand-rolled <form> with useState (issue 38.3).',
};
const FORM_PACKAGES = ONE_IDIOM_PACKAGES.filter((name) => name !== 'shared');
// The named exceptions to ONE_FORM_HOOK in the apps (a one-box role="search" form is excepted by the selector):
// - the planning start page's plan-type chooser is a plain radio group with a submit ON PURPOSE: the start page
//   loads no form stack (react-hook-form, zod, the fields) so it stays inside its bytes budget
//   (docs/performance.md, "plan-now"); the wizard's steps, loaded after it, are Forms.
const FORM_EXCEPTIONS = ['remote-planning/src/features/wizard/components/start-page.tsx'];
const ONE_IDIOM_PER_JOB = [
  {
    files: ONE_IDIOM_PACKAGES.map((name) => `${name}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'shared/src/api-client/**', 'shared/src/query/invalidation.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_IDIOM_SYNTAX, ...ONE_LAZY_HELPER, ...ONE_TYPE_SCALE] },
  },
  { files: LAZY_EXCEPTIONS, rules: { 'no-restricted-syntax': ['error', ...ONE_IDIOM_SYNTAX, ...ONE_TYPE_SCALE] } },
  // Every form of the apps is the house's Form over useZodForm (issue 38.3, ADR 121 "Forms, the rest"): shared is
  // where Form itself draws its <form>.
  {
    files: FORM_PACKAGES.map((name) => `${name}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/testing/**', ...FORM_EXCEPTIONS],
    rules: { 'no-restricted-syntax': ['error', ...ONE_IDIOM_SYNTAX, ...ONE_LAZY_HELPER, ...ONE_TYPE_SCALE, ONE_FORM_HOOK] },
  },
];

/**
 * The staff's remote (issue 38.3): the idioms above, and every write is a useMutation naming its meta.changes (a
 * chain of calls is one mutationFn), never a hand refresh.
 */
const STUDIO_IDIOMS = [
  ...ONE_IDIOM_SYNTAX,
  ...ONE_LAZY_HELPER,
  {
    selector: 'ImportSpecifier[imported.name=/^(useChanged|invalidateChanges)$/]',
    message: 'Write through useMutation({ mutationFn, meta: { changes } }): a chain of calls is one mutationFn (issue 38.3, ADR 108).',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.bench/**', '.stats/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Type-only imports erase at build time, so they cannot make a runtime cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: false, allowUnsafeDynamicCyclicDependency: false }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  { files: ['**/*.test.{ts,tsx,mjs}', 'jest.*', '**/testing/**'], languageOptions: { globals: { ...globals.jest } } },
  // Type-aware: a promise nobody awaits or catches loses its error (an unhandled rejection stops a Node
  // process); one passed where a callback returns nothing is never awaited at all.
  {
    files: ['{shared,api,e2e,shell,remote-*}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Fastify awaits an async hook given as a route option (its types offer the callback form too).
  { files: ['api/**/*.ts'], rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { properties: false } }] } },
  // WCAG 2.2 AA is part of done (docs/architecture.md): the static half of it, before axe sees the page.
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // Label text from an expression two elements down (a choice's title and description) is text.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // Keepsake's audio is music (tribute songs), and a video gets its captions track when the home gives
      // one (the media module's captionsSrc): the rule sees neither.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  { files: ['**/*.test.tsx'], rules: { 'jsx-a11y/no-autofocus': 'off' } },
  ...APPS.map((app) =>
    isolate(
      app,
      APPS.filter((other) => other !== app),
    ),
  ),
  isolate('shared', APPS),
  isolate('api', APPS),
  // The data layer is the one place that imports TanStack Query.
  { files: ['shared/src/query/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: APPS.map((app) => `@keepsake/${app}`) }] } },
  ...REMOTES.map(featureZones),
  // The studio (the staff's app) and the bridge (what runs inside the preview frame) meet only in the frame's
  // protocol, src/shared (issue 38.1): the bridge ships in every previewed page, so it never pulls the studio in.
  {
    files: ['remote-builder-bridge/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './remote-builder-bridge/src/bridge',
              from: './remote-builder-bridge/src/studio',
              message: 'The bridge does not import the studio: share through src/shared.',
            },
            {
              target: './remote-builder-bridge/src/studio',
              from: './remote-builder-bridge/src/bridge',
              message: 'The studio does not import the bridge: share through src/shared.',
            },
            {
              target: './remote-builder-bridge/src/shared',
              from: ['./remote-builder-bridge/src/studio', './remote-builder-bridge/src/bridge'],
              message: 'src/shared imports neither side.',
            },
          ],
        },
      ],
    },
  },
  apiZones(),
  // Fresh after every change (issue 36 §4): a write names what it changed (`meta: { changes }`, or
  // `useChanged()` for a write that is not a mutation) and the data layer refreshes every reader
  // (shared/src/query/invalidation.ts). Every app is on it: no remote chooses caches to invalidate by hand.
  {
    files: [...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    // The map itself is the one place that invalidates.
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/query/invalidation.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_INVALIDATE_QUERIES] },
  },
  ...ONE_IDIOM_PER_JOB,
  ONE_DATE_FORMATTER,
  // The staff's remote, one idiom per job (issue 38.3). A later block's no-restricted-syntax replaces the one
  // above for its files, so STUDIO_IDIOMS repeats the invalidateQueries rule.
  { files: ['remote-builder-bridge/src/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...STUDIO_IDIOMS] } },
  // A desk form is the house's Form over useZodForm (validation, SPEC §5 messages, the API's field errors).
  // Not the site editor's panels: their fields enter the draft as they are typed, there is nothing to submit.
  {
    files: ['remote-builder-bridge/src/studio/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'remote-builder-bridge/src/studio/features/site-editor/**'],
    rules: { 'no-restricted-syntax': ['error', ...STUDIO_IDIOMS, ONE_FORM_HOOK] },
  },
);

// Lint enforces the house's import rules (DESIGN.md): remotes never import each other or the shell;
// shared imports no app. Everything else is typescript-eslint's recommended set.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { APP_FOLDERS } from './scripts/apps.mjs';

const APPS = APP_FOLDERS;

/** Files in `app` may not import any other app, by package name or by relative path. */
function isolate(app, others) {
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: others.map((other) => ({
            regex: `(^@keepsake/${other}(/|$))|(^\\.\\.?/.*\\b${other}/)`,
            message: `${app} must not import ${other}: apps meet only through @keepsake/shared (DESIGN.md).`,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.test.{ts,tsx,mjs}', 'jest.*'], languageOptions: { globals: { ...globals.jest } } },
  ...APPS.map((app) => isolate(app, APPS.filter((other) => other !== app))),
  isolate('shared', APPS),
  isolate('api', APPS),
);

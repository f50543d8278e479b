// One copy of each of these in the page, whichever app loads first provides it (DESIGN.md).
// Subpath keys ('react/' …) matter: without them react/jsx-runtime and react-dom/client ship twice.
import { createRequire } from 'node:module';

const REACT = '19.3.1';

export function sharedSingletons(resolveFrom) {
  const require = createRequire(resolveFrom);
  const emotionVersion = require('@emotion/react/package.json').version;
  const exactReact = { singleton: true, requiredVersion: REACT, strictVersion: true };
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: exactReact,
    'react/': exactReact,
    'react-dom': exactReact,
    'react-dom/': exactReact,
    'react-router': singleton('^6.30.6'),
    '@remix-run/router': singleton('^1.23.4'),
    'react-router-dom': singleton('^6.30.6'),
    jotai: singleton('^2.20.3'),
    'jotai/': singleton('^2.20.3'),
    '@emotion/react': singleton('^11.14.0'),
    // Its subpath folders carry no version of their own; without one the share would not dedupe.
    '@emotion/react/': { singleton: true, requiredVersion: '^11.14.0', version: emotionVersion },
    '@keepsake/shared/': singleton('^1.0.0'),
    zod: singleton('^3.25.76'),
    mitt: singleton('^3.0.1'),
    'react-hook-form': singleton('^7.92.0'),
  };
}

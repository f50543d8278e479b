// How an app's TypeScript sources are resolved and compiled: the same for its browser build (index.mjs)
// and its server build (server-config.mjs), which differ only in the JavaScript they target.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const sharedPackageDir = path.dirname(require.resolve('@keepsake/shared/package.json', { paths: [process.cwd()] }));

export const sourceResolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
  // Packages only shared's code depends on (zod, mitt, react-hook-form) are shared singletons too,
  // so every app must be able to resolve them.
  modules: ['node_modules', path.join(sharedPackageDir, 'node_modules')],
};

/**
 * swc for .ts/.tsx, React's automatic runtime through emotion (its css prop). Its production runtime in
 * development builds too (npm run dev): `@emotion/react/jsx-runtime` is a singleton the shell provides, the
 * dev runtime is not, and a copy in each remote would bring a second emotion (another theme context).
 */
export function typescriptRule({ target }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: false } },
          target,
        },
      },
    },
  };
}

// Remotes take every shared singleton from the shell (they are built with `import: false`), so the shell
// must provide each one, including those it never loads itself. Naming them in lazy imports is enough for
// webpack to provide them; their chunks are downloaded only when a remote asks for one. The shell's build
// fails if a singleton is missing here (tools/webpack-preset/build.mjs).
export const PROVIDED_ONLY_FOR_REMOTES = {
  zod: () => import('zod'),
  'react-hook-form': () => import('react-hook-form'),
  '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod'),
  'jotai/utils': () => import('jotai/utils'),
  '@keepsake/shared/contract': () => import('@keepsake/shared/contract'),
  '@keepsake/shared/forms': () => import('@keepsake/shared/forms'),
  '@keepsake/shared/query': () => import('@keepsake/shared/query'),
  // The payment pages' hosted card fields (ADR 100); Stripe.js is a lazy chunk of it, loaded only with Stripe.
  '@keepsake/shared/payments': () => import('@keepsake/shared/payments'),
  // The browser's shell loads it itself; its server, which renders the portal's sign-in page (issue 28), does not.
  '@keepsake/shared/bus': () => import('@keepsake/shared/bus'),
} as const;

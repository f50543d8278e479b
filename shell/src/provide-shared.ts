// Remotes take every shared singleton from the shell (they are built with `import: false`), so the shell
// must provide each one, including those it never loads itself. Naming them in lazy imports is enough for
// webpack to provide them; their chunks are downloaded only when a remote asks for one. The shell's build
// fails if a singleton is missing here (tools/webpack-preset/build.mjs).
export const PROVIDED_ONLY_FOR_REMOTES = {
  zod: () => import('zod'),
  'react-hook-form': () => import('react-hook-form'),
  '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod'),
  'jotai/utils': () => import('jotai/utils'),
  // The contract by domain (ADR 122): a page loads the schemas of its domain only.
  '@keepsake/shared/contract/website': () => import('@keepsake/shared/contract/website'),
  '@keepsake/shared/contract/obituary': () => import('@keepsake/shared/contract/obituary'),
  '@keepsake/shared/contract/planning': () => import('@keepsake/shared/contract/planning'),
  '@keepsake/shared/contract/case': () => import('@keepsake/shared/contract/case'),
  '@keepsake/shared/contract/arrangement': () => import('@keepsake/shared/contract/arrangement'),
  '@keepsake/shared/contract/payment': () => import('@keepsake/shared/contract/payment'),
  '@keepsake/shared/contract/staff': () => import('@keepsake/shared/contract/staff'),
  '@keepsake/shared/forms': () => import('@keepsake/shared/forms'),
  '@keepsake/shared/query': () => import('@keepsake/shared/query'),
  // The payment pages' hosted card fields (ADR 100); Stripe.js is a lazy chunk of it, loaded only with Stripe.
  '@keepsake/shared/payments': () => import('@keepsake/shared/payments'),
  // The browser's shell loads it itself; its server, which renders the portal's sign-in page (issue 28), does not.
  '@keepsake/shared/bus': () => import('@keepsake/shared/bus'),
} as const;

// Remotes take every shared singleton from the shell (they are built with `import: false`), so the shell
// must provide each one, including those it never loads itself. Naming them in lazy imports is enough for
// webpack to provide them; their chunks are downloaded only when a remote asks for one. The shell's build
// fails if a singleton is missing here (tools/webpack-preset/build.mjs).
// Not here: the @keepsake/shared subpaths (the contract's entry points, forms, query, payments, bus …). The shell
// provides those by their files (`import` in tools/webpack-preset/shared-singletons.mjs), which webpack provides
// without the shell consuming them, so main.js does not list a consume for each (ADR 122).
export const PROVIDED_ONLY_FOR_REMOTES = {
  zod: () => import('zod'),
  'react-hook-form': () => import('react-hook-form'),
  '@hookform/resolvers/zod': () => import('@hookform/resolvers/zod'),
  'jotai/utils': () => import('jotai/utils'),
} as const;

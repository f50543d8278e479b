import { dataRoots } from '@keepsake/shared/query';

// The studio's part of the cache, one tree: signing out forgets all of it. What a write refreshes starts from
// the data layer's roots (shared/src/query/invalidation.ts), so `meta: { changes: [['site']] }` reaches it.
export const builderKeys = {
  all: ['builder'] as const,
  draft: ['builder', 'draft'] as const,
  liveContext: ['builder', 'live-context'] as const,
  publications: dataRoots.builderPublications,
  redirects: dataRoots.builderRedirects,
};

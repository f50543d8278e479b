// The studio's part of the cache, one tree: signing out forgets all of it.
export const builderKeys = {
  all: ['builder'] as const,
  draft: ['builder', 'draft'] as const,
  liveContext: ['builder', 'live-context'] as const,
  publications: ['builder', 'publications'] as const,
};

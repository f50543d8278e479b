import type { z } from 'zod';
import type { obituarySearchQuerySchema } from '@keepsake/shared/contract';
import { nameTsQuery } from '../../case-core/obituary-name-query';

// Every obituary's cached reads sit under `obituary:<id>:` (queries.ts); an invalidation under this root
// means an obituary changed, so the site's searches go too.
export const OBITUARY_KEY_ROOT = 'obituary:';
// Not under OBITUARY_KEY_ROOT: dropping the searches must not drop every obituary page with them.
export const OBITUARY_SEARCH_KEY = 'obituary-search:';

/** One key per search as the database sees it: "Rosa", " rosa " and "ROSA" are one entry, not three. */
export function obituarySearchCacheKey(query: z.output<typeof obituarySearchQuerySchema>): string {
  return `${OBITUARY_SEARCH_KEY}${JSON.stringify([nameTsQuery(query.name) ?? '', query.year ?? '', query.from ?? '', query.to ?? '', query.page])}`;
}

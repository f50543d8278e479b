import type { ServerState } from './server-state';

/**
 * Puts the data the server read into the page's query cache before hydration, so the page renders what the
 * server sent without asking again. The data layer is loaded only when the page read data: the home page
 * does not pay for it (ADR 040's start path).
 */
export async function seedServerQueries(state: ServerState): Promise<void> {
  if (state.queries.length === 0) return;
  const { queryClient } = await import('@keepsake/shared/query');
  for (const query of state.queries) queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.dataUpdatedAt });
}

import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

// The server renders pages side by side, each with a cache of its own (ADR 044): the render names its client
// here and every remote's QueryProvider inside the page hands that one out. In the browser nothing sets it
// and the page's one client is used, as before.
const RenderQueryClientContext = createContext<QueryClient | null>(null);

export function RenderQueryClient({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <RenderQueryClientContext.Provider value={client}>{children}</RenderQueryClientContext.Provider>;
}

/** The render's query client on the server, the page's one client in the browser. */
export function useRenderQueryClient(): QueryClient {
  return useContext(RenderQueryClientContext) ?? queryClient;
}

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Each remote wraps its own route tree in this provider rather than the shell wrapping the page: the
 * data layer then loads with the first remote that reads server data, not on every page's start path.
 * All providers hand out the same client, so the cache is still one for the page.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

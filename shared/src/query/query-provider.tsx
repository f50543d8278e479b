import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRenderQueryClient } from './render-query-client';

/**
 * Each remote wraps its own route tree in this provider rather than the shell wrapping the page: the
 * data layer then loads with the first remote that reads server data, not on every page's start path.
 * All providers hand out the same client (the page's, or on the server the render's), so the cache is
 * still one for the page.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={useRenderQueryClient()}>{children}</QueryClientProvider>;
}

import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * One emotion cache per render, whose styles go to <head> as a few tags (ADR 044). Without it emotion writes
 * a <style> before every styled element (78 on the home page): each one the parser meets re-styles the
 * whole page, and the browser then moves them all to <head> before hydrating. The tags keep emotion's
 * `data-emotion` ids, so the browser's cache knows them and inserts nothing again.
 */
export function createPageStyles() {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return {
    Styles: ({ children }: { children: ReactNode }) => <CacheProvider value={cache}>{children}</CacheProvider>,
    /** The <style> tags of what `html` uses, global styles first. */
    tagsFor: (html: string) => constructStyleTagsFromChunks(extractCriticalToChunks(html)),
  };
}

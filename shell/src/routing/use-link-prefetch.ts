import { useEffect } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createPrefetchQueue } from './prefetch-queue';
import { remoteIdForPath } from './remote-routes';

const queue = createPrefetchQueue(4);

/** When a visitor points at or focuses a link, start loading the remote that owns its path. */
export function useLinkPrefetch(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const id = remoteIdForPath(link.pathname);
      queue.enqueue(id, () => loadRemote(id));
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}

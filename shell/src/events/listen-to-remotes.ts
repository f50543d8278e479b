import { applySessionEvents, bus } from '@keepsake/shared/bus';
import { loadWebsite, showWebsite } from '../website/load-website';

/**
 * The shell owns the page's session and website; remotes say what happened on the bus (shared/bus/events.ts)
 * and the shell acts once for all of them. Returns what stops listening.
 */
export function listenToRemotes(): () => void {
  const stopSession = applySessionEvents();
  const published = () => {
    loadWebsite({ previewing: false }).then(
      showWebsite,
      // The studio already told staff it was published; the page shows the new site at its next load.
      (error: unknown) => console.warn('[keepsake] the published website could not be loaded', error),
    );
  };
  bus.on('site:published', published);
  return () => {
    stopSession();
    bus.off('site:published', published);
  };
}

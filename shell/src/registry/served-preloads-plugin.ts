import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@keepsake/shared/contract/website';

/**
 * The federation runtime, loading a remote's exposed module, works out that module's chunks from the remote's
 * snapshot (every shared module of the remote resolved against the page's, each chunk looked up in the
 * document) and adds a preload for each: 10–40 ms of script per remote on a fast machine, ×11 on a low-end
 * phone, in the page's start-up (issue 44, ADR 124). The shell's server has already announced the chunks of
 * every module the first page renders (tools/serve/src/preload.mjs, with the remote's manifest). So for a
 * remote whose manifest the page preloads, the runtime's preload is skipped; a remote the page did not
 * announce (one reached by a later navigation) is preloaded by the runtime as before.
 */
export function servedPreloadsPlugin(registry: RemoteRegistry, doc: Document): ModuleFederationRuntimePlugin {
  const announced = (name: string) => {
    const manifestUrl = registry[name];
    if (!manifestUrl) return false;
    for (const link of doc.querySelectorAll('link[rel="preload"]')) if (link.getAttribute('href') === manifestUrl) return true;
    return false;
  };
  return {
    name: 'keepsake-served-preloads',
    beforePreloadRemote(args) {
      // The runtime reads the first entry after this hook; none left, it neither works out nor adds the preloads.
      const kept = args.preloadOps.filter((preload) => !announced(preload.nameOrAlias));
      args.preloadOps.splice(0, args.preloadOps.length, ...kept);
    },
  };
}

import { servedPreloadsPlugin } from './served-preloads-plugin';

type PreloadArgs = Parameters<NonNullable<ReturnType<typeof servedPreloadsPlugin>['beforePreloadRemote']>>[0];

const registry = { site: 'http://site.test/mf-manifest.json', planning: 'http://planning.test/mf-manifest.json' };
const preload = (nameOrAlias: string) => ({ nameOrAlias, exposes: ['./routes'], resourceCategory: 'sync' as const, share: false, depsRemote: false });

describe('servedPreloadsPlugin', () => {
  afterEach(() => document.head.replaceChildren());

  it("skips the runtime's preloads of a remote whose manifest the page announces, and keeps the others' (ADR 124)", async () => {
    document.head.innerHTML = `<link rel="preload" as="fetch" href="${registry.site}" crossorigin="anonymous">`;
    const plugin = servedPreloadsPlugin(registry, document);
    const args = { preloadOps: [preload('site'), preload('planning')] } as unknown as PreloadArgs;
    await plugin.beforePreloadRemote!(args);
    expect(args.preloadOps.map((op) => op.nameOrAlias)).toEqual(['planning']);
  });

  it('keeps every preload when the page announced nothing (a page drawn in the browser)', async () => {
    const plugin = servedPreloadsPlugin(registry, document);
    const args = { preloadOps: [preload('site')] } as unknown as PreloadArgs;
    await plugin.beforePreloadRemote!(args);
    expect(args.preloadOps).toHaveLength(1);
  });
});

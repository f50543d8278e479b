/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Suspense } from 'react';
import { Provider, atom, useAtomValue } from 'jotai';
import { apiClient } from '@keepsake/shared/api-client';
import { QueryProvider, usePageData } from '@keepsake/shared/query';
import { RenderQueryClient } from '@keepsake/shared/query';
import { inRenderScope, renderToString } from './render-scope';

// An API that names the site it was asked for (X-Host) and the obituary in the path; the first site's
// answer is slow, so the two renders below are both waiting for data at the same time.
let api: Server;
let apiUrl: string;
// What the API was asked: path, X-Host and Accept-Encoding of each request.
const asked: { path: string; host: string; encoding: string }[] = [];
let contextName = 'Willowbrook';
beforeAll(async () => {
  api = createServer((request, response) => {
    const host = String(request.headers['x-host']);
    asked.push({ path: request.url ?? '', host, encoding: String(request.headers['accept-encoding']) });
    if (request.url === '/api/web/render-context/approved') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ name: `${contextName} at ${host}` }));
      return;
    }
    const id = /\/obituaries\/(\d+)/.exec(request.url ?? '')?.[1];
    setTimeout(
      () => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ name: `obituary ${id} of ${host}` }));
      },
      host === 'slow.example' ? 150 : 10,
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const visitorAtom = atom('nobody');

function Obituary({ id }: { id: number }) {
  const visitor = useAtomValue(visitorAtom);
  const { name } = usePageData({ queryKey: ['obituary', id], queryFn: () => apiClient.get<{ name: string }>(`/api/web/obituaries/${id}`) });
  return (
    <p>
      {name} for {visitor}
    </p>
  );
}

function render(origin: string, id: number) {
  return inRenderScope({ origin, apiUrl }, async ({ store, queryClient }) => {
    store.set(visitorAtom, origin);
    const html = await renderToString(
      <Provider store={store}>
        <RenderQueryClient client={queryClient}>
          <QueryProvider>
            <Suspense fallback="loading">
              <Obituary id={id} />
            </Suspense>
          </QueryProvider>
        </RenderQueryClient>
      </Provider>,
      [],
      5_000,
    );
    return { html, cached: queryClient.getQueryData(['obituary', id]) };
  });
}

describe('server renders side by side (ADR 044)', () => {
  it('keeps two sites’ pages, stores and caches apart while both wait for data', async () => {
    // The same query key on purpose: one shared cache would hand the second page the first one's obituary.
    const [slow, fast] = await Promise.all([render('https://slow.example', 1), render('https://fast.example:8443', 1)]);
    expect(slow.html).toContain('obituary 1 of slow.example<!-- --> for <!-- -->https://slow.example');
    expect(fast.html).toContain('obituary 1 of fast.example<!-- --> for <!-- -->https://fast.example:8443');
    expect(slow.cached).toEqual({ name: 'obituary 1 of slow.example' });
    expect(fast.cached).toEqual({ name: 'obituary 1 of fast.example' });
  });

  it('gives different obituaries of one site their own data', async () => {
    const pages = await Promise.all([render('https://slow.example', 7), render('https://slow.example', 8)]);
    expect(pages.map((page) => page.cached)).toEqual([{ name: 'obituary 7 of slow.example' }, { name: 'obituary 8 of slow.example' }]);
  });
});

// Issue 28: a page's website is the same for every page of a home until its content changes.
describe('the website’s reads within a content version', () => {
  const readContext = (websiteVersion: string | null, origin = 'https://willowbrook.example') =>
    inRenderScope({ origin, apiUrl, websiteVersion }, () => apiClient.get<{ name: string }>('/api/web/render-context/approved'));
  const contextReads = () => asked.filter((call) => call.path === '/api/web/render-context/approved').length;

  it('are read once per version and home, and again when the version changes', async () => {
    contextName = 'Willowbrook';
    const before = contextReads();
    expect(await readContext('site-1@0.0')).toEqual({ name: 'Willowbrook at willowbrook.example' });
    expect(await readContext('site-1@0.0')).toEqual({ name: 'Willowbrook at willowbrook.example' });
    expect(contextReads()).toBe(before + 1);
    // Another home (host) is its own read.
    expect(await readContext('site-2@0.0', 'https://harborview.example')).toEqual({ name: 'Willowbrook at harborview.example' });
    expect(contextReads()).toBe(before + 2);
    // A publish bumps the version: the next page reads the new content.
    contextName = 'Willowbrook Chapel';
    expect(await readContext('site-1@0.1')).toEqual({ name: 'Willowbrook Chapel at willowbrook.example' });
    expect(contextReads()).toBe(before + 3);
  });

  it('are read for every page without a version (the shell does not hear the invalidations)', async () => {
    const before = contextReads();
    await readContext(null);
    await readContext(null);
    expect(contextReads()).toBe(before + 2);
  });

  it('are asked uncompressed: the API is next door', async () => {
    await render('https://fast.example', 3);
    expect(asked.at(-1)?.encoding).toBe('identity');
  });
});

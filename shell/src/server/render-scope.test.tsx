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
beforeAll(async () => {
  api = createServer((request, response) => {
    const host = String(request.headers['x-host']);
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

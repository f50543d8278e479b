import { createHash } from 'node:crypto';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPreloads, exposedModulesFor } from './preload.mjs';
import { createIndexHtml } from './index-html.mjs';

function shellDist() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keepsake-preload-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div><script defer src="/main.js?abc"></script></body></html>',
  );
  writeFileSync(path.join(root, 'startup.json'), JSON.stringify({ scripts: ['startup-libraries.11111111.js', 'startup-app.22222222.js'] }));
  writeFileSync(
    path.join(root, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', assets: { js: { sync: ['startup-libraries.11111111.js'] } } },
        { name: '@keepsake/shared/forms', assets: { js: { sync: ['forms.33333333.js', 'zod.44444444.js'] } } },
      ],
    }),
  );
  return root;
}

const manifest = (exposes, metaData = { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }) => ({
  metaData,
  shared: [],
  exposes: Object.entries(exposes).map(([exposePath, { sync, requires = [] }]) => ({ path: exposePath, requires, assets: { js: { sync, async: [] } } })),
});

/** A fetch that answers from a table of URL → manifest, with ETags, and counts requests. */
function fakeFetch(table) {
  const calls = [];
  const impl = async (url, init = {}) => {
    calls.push({ url, ifNoneMatch: init.headers?.['If-None-Match'] });
    const body = table[url];
    if (!body) throw new TypeError('fetch failed');
    const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('hex')}"`;
    if (init.headers?.['If-None-Match'] === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(body), { status: 200, headers: { ETag: etag, 'Content-Type': 'application/json' } });
  };
  return { impl, calls };
}

const registry = {
  site: 'http://localhost:3001/mf-manifest.json',
  obituaries: 'https://obits.example/v2/mf-manifest.json',
  planning: 'http://localhost:3003/mf-manifest.json',
};

describe('preloads per route', () => {
  it('renders the Header (not the Footer, loaded when touched) and the routes of the remote owning the path', () => {
    expect(exposedModulesFor('/')).toEqual([
      { remote: 'site', expose: './Header' },
      { remote: 'site', expose: './routes' },
    ]);
    expect(exposedModulesFor('/Obituaries/12/jane')[1]).toEqual({ remote: 'obituaries', expose: './routes' });
    expect(exposedModulesFor('/obituaries-and-more')[1]).toEqual({ remote: 'site', expose: './routes' });
    // apps.json: the studio is the staff remote's ./Studio, outside the site's layout.
    expect(exposedModulesFor('/Studio/cases')).toEqual([{ remote: 'builder_bridge', expose: './Studio' }]);
  });

  it("lists the shell's start-up chunks, each remote's entry and the chunks of the exposed modules", async () => {
    const { impl } = fakeFetch({
      // The Header and the routes share a chunk (vendor.ffffffff.js): announced once.
      [registry.site]: manifest({
        './Header': { sync: ['vendor.ffffffff.js', 'header.aaaaaaaa.js'] },
        // Loaded only when the footer is touched (ADR 125): never announced.
        './Footer': { sync: ['footer.99999999.js'] },
        './Layout': { sync: ['vendor.ffffffff.js', 'layout.88888888.js'] },
        './routes': { sync: ['vendor.ffffffff.js', 'routes.bbbbbbbb.js'], requires: ['react'] },
      }),
      [registry.obituaries]: manifest({ './routes': { sync: ['obits.cccccccc.js'] } }),
      [registry.planning]: manifest({ './routes': { sync: ['plan.dddddddd.js'], requires: ['@keepsake/shared/forms'] } }),
    });
    const preloads = createPreloads({ root: shellDist(), registry, fetchImpl: impl });
    await preloads.ready();

    expect(preloads.forPath('/')).toEqual({
      shell: ['/startup-libraries.11111111.js', '/startup-app.22222222.js'],
      remotes: [
        {
          name: 'site',
          manifestUrl: registry.site,
          entry: 'http://localhost:3001/remoteEntry.js',
          chunks: ['http://localhost:3001/vendor.ffffffff.js', 'http://localhost:3001/header.aaaaaaaa.js', 'http://localhost:3001/routes.bbbbbbbb.js'],
        },
      ],
    });
    const obituary = preloads.forPath('/obituaries/12/jane-doe');
    expect(obituary.remotes.map((remote) => remote.entry)).toEqual(['http://localhost:3001/remoteEntry.js', 'https://obits.example/v2/remoteEntry.js']);
    expect(obituary.remotes[1].chunks).toEqual(['https://obits.example/v2/obits.cccccccc.js']);
    // A shared module the exposed module requires that is not a start-up chunk: preloaded from the shell.
    expect(preloads.forPath('/plan-now').shell).toEqual([
      '/startup-libraries.11111111.js',
      '/startup-app.22222222.js',
      '/forms.33333333.js',
      '/zod.44444444.js',
    ]);
  });

  it('uses the publicPath and entry path a manifest names', async () => {
    const { impl } = fakeFetch({
      [registry.site]: manifest(
        { './Header': { sync: ['header.aaaaaaaa.js'] } },
        { publicPath: 'https://cdn.example/site/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      ),
    });
    const preloads = createPreloads({ root: shellDist(), registry: { site: registry.site }, fetchImpl: impl });
    await preloads.ready();
    const [site] = preloads.forPath('/').remotes;
    expect(site.entry).toBe('https://cdn.example/site/entry/remoteEntry.js');
    expect(site.chunks).toEqual(['https://cdn.example/site/header.aaaaaaaa.js']);
  });

  it('picks up a redeployed remote and a redeployed shell once the last check is older than maxAgeMs', async () => {
    const table = { [registry.site]: manifest({ './Header': { sync: ['header.v1v1v1v1.js'] } }) };
    const { impl, calls } = fakeFetch(table);
    let clock = 1_000;
    const root = shellDist();
    const preloads = createPreloads({ root, registry: { site: registry.site }, fetchImpl: impl, maxAgeMs: 5_000, now: () => clock });
    await preloads.ready();
    expect(preloads.forPath('/').remotes[0].chunks).toEqual(['http://localhost:3001/header.v1v1v1v1.js']);

    // Unchanged: a conditional request answered 304 keeps what is known.
    clock += 6_000;
    preloads.forPath('/');
    await preloads.ready();
    expect(calls.at(-1).ifNoneMatch).toBeTruthy();
    expect(preloads.forPath('/').remotes[0].chunks).toEqual(['http://localhost:3001/header.v1v1v1v1.js']);

    // Redeployed: the next page after maxAgeMs starts the check, the one after it has the new chunks.
    table[registry.site] = manifest({ './Header': { sync: ['header.v2v2v2v2.js'] } });
    writeFileSync(path.join(root, 'startup.json'), JSON.stringify({ scripts: ['startup-app.55555555.js'] }));
    utimesSync(path.join(root, 'startup.json'), new Date(), new Date(Date.now() + 10_000));
    clock += 6_000;
    preloads.forPath('/');
    await preloads.ready();
    const next = preloads.forPath('/');
    expect(next.remotes[0].chunks).toEqual(['http://localhost:3001/header.v2v2v2v2.js']);
    expect(next.shell).toEqual(['/startup-app.55555555.js']);
  });

  it('a remote that is down gets its manifest and entry announced but no chunks, and a new registry is read', async () => {
    const { impl } = fakeFetch({ 'http://localhost:4001/mf-manifest.json': manifest({ './Header': { sync: ['header.eeeeeeee.js'] } }) });
    const preloads = createPreloads({ root: shellDist(), registry: { site: registry.site }, fetchImpl: impl });
    await preloads.ready();
    expect(preloads.forPath('/').remotes).toEqual([{ name: 'site', manifestUrl: registry.site, entry: 'http://localhost:3001/remoteEntry.js', chunks: [] }]);
    preloads.setRegistry({ site: 'http://localhost:4001/mf-manifest.json' });
    await preloads.ready();
    expect(preloads.forPath('/').remotes[0].chunks).toEqual(['http://localhost:4001/header.eeeeeeee.js']);
  });

  it('puts the entry, the start-up chunks and the route’s chunks in <head>', async () => {
    const { impl } = fakeFetch({ [registry.site]: manifest({ './Header': { sync: ['header.aaaaaaaa.js'] }, './routes': { sync: ['routes.bbbbbbbb.js'] } }) });
    const root = shellDist();
    const site = { site: registry.site };
    const render = await createIndexHtml({ root, registry: site, preloads: createPreloads({ root, registry: site, fetchImpl: impl }) });
    const head = render('/about').split('</head>')[0];
    const scripts = [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      '/main.js?abc',
      '/startup-libraries.11111111.js',
      '/startup-app.22222222.js',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/header.aaaaaaaa.js',
      'http://localhost:3001/routes.bbbbbbbb.js',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPreloads } from './preload.mjs';
import { jsonForScript } from './page-head.mjs';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's index.html for a page request, with the start-up requests announced in <head> so the browser
 * fetches them while main.js is still downloading instead of one after another: the shell's entry and
 * start-up chunks, the render context, the redirects, the session, the registry, and per remote the path
 * needs its manifest, its entry and the chunks of the module the path renders (preload.mjs).
 * A page the server rendered (ADR 044) brings its website in the page, so it does not announce the render
 * context and redirects; it reads without its scripts, so they are announced at low priority and wait
 * behind its pictures instead of competing with the largest one.
 * Resolves once the remotes' manifests were read (or failed, each within 2 s).
 * @param {{ root: string, registry: Record<string, string>, preloads?: ReturnType<typeof createPreloads> }} options
 */
export async function createIndexHtml({ root, registry, preloads = createPreloads({ root, registry }) }) {
  await preloads.ready();
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const remoteOrigins = [...new Set(Object.values(registry).map((url) => new URL(url).origin))];
  const preconnects = remoteOrigins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`);
  // The entry (main.js?hash) is at the end of <body>: announce it first.
  const entries = [...template.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  // The registry this server serves, in the page (issue 28): the shell reads it instead of fetching
  // /remotes.json on its start path (shell/src/registry/load-registry.ts). Data, never run: no CSP concern.
  const inlineRegistry = `<script type="application/json" id="keepsake-registry">${jsonForScript(registry)}</script>`;

  /** @param {string} url @param {{ serverRendered?: boolean }} [page] */
  return function render(url, { serverRendered = false } = {}) {
    const { pathname, searchParams } = new URL(url, 'http://shell.invalid');
    const previewing = searchParams.get('preview') === 'true';
    const scripts = preloads.forPath(pathname);
    const priority = serverRendered ? ' fetchpriority="low"' : '';
    const script = (href) => `<link rel="preload" as="script"${priority} href="${escapeAttribute(href)}">`;
    const tags = [
      ...preconnects,
      ...entries.map(script),
      ...scripts.shell.map(script),
      inlineRegistry,
      ...(serverRendered
        ? []
        : previewing
          ? ['<link rel="preload" as="fetch" href="/api/web/render-context/draft" crossorigin="use-credentials">']
          : [
              '<link rel="preload" as="fetch" href="/api/web/render-context/approved" crossorigin="use-credentials">',
              '<link rel="preload" as="fetch" href="/api/web/redirects" crossorigin="use-credentials">',
            ]),
      '<link rel="preload" as="fetch" href="/api/auth/session" crossorigin="use-credentials">',
      ...scripts.remotes.flatMap((remote) => [
        `<link rel="preload" as="fetch" href="${escapeAttribute(remote.manifestUrl)}" crossorigin="anonymous">`,
        script(remote.entry),
        ...remote.chunks.map(script),
      ]),
    ];
    return template.replace('</head>', `${tags.join('')}</head>`);
  };
}

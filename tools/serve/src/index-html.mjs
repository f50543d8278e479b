import { readFileSync } from 'node:fs';
import path from 'node:path';

// Which remote renders a path besides the site's layout (mirrors the shell's routes).
const PREFIX_REMOTES = [
  [/^\/obituaries(\/|$)/i, 'obituaries'],
  [/^\/plan-now(\/|$)/i, 'planning'],
  [/^\/family-portal(\/|$)/i, 'portal'],
  [/^\/studio(\/|$)/i, 'builder_bridge'],
];

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's index.html for a page request, with the start-up requests announced in <head> so the browser
 * fetches them while main.js is still downloading instead of one after another: the render context, the
 * redirects, the session, the registry, and the manifest + entry of each remote the path needs.
 */
export function createIndexHtml({ root, registry }) {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const remoteOrigins = [...new Set(Object.values(registry).map((url) => new URL(url).origin))];
  const preconnects = remoteOrigins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`);

  return function render(url) {
    const { pathname, searchParams } = new URL(url, 'http://shell.invalid');
    const previewing = searchParams.get('preview') === 'true';
    const remotes = ['site', ...PREFIX_REMOTES.filter(([pattern]) => pattern.test(pathname)).map(([, name]) => name)];
    const tags = [
      ...preconnects,
      '<link rel="preload" as="fetch" href="/remotes.json" crossorigin="anonymous">',
      ...(previewing
        ? ['<link rel="preload" as="fetch" href="/api/web/render-context/draft" crossorigin="use-credentials">']
        : [
            '<link rel="preload" as="fetch" href="/api/web/render-context/approved" crossorigin="use-credentials">',
            '<link rel="preload" as="fetch" href="/api/web/redirects" crossorigin="use-credentials">',
          ]),
      '<link rel="preload" as="fetch" href="/api/auth/session" crossorigin="use-credentials">',
      ...remotes
        .filter((name) => registry[name])
        .flatMap((name) => [
          `<link rel="preload" as="fetch" href="${escapeAttribute(registry[name])}" crossorigin="anonymous">`,
          `<link rel="preload" as="script" href="${escapeAttribute(registry[name].replace(/mf-manifest\.json$/, 'remoteEntry.js'))}">`,
        ]),
    ];
    return template.replace('</head>', `${tags.join('')}</head>`);
  };
}

// Crawlers and link-preview agents run no JavaScript, so an obituary shared on social media or found in a
// search engine would show only "Loading…". An obituary page's index.html gets the person's name, dates,
// description and portrait as Open Graph / Twitter tags plus JSON-LD (schema.org Person) in its head, for
// every agent: preview agents that are on no list (a chat app's, a phone's) get them too. The app then
// sets the visible page itself.
// The shell's own bot pattern (shell/src/errors/is-bot.ts) plus the preview agents of the big networks.
const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|whatsapp|telegrambot|discordbot|skypeuripreview|slackbot|twitterbot|linkedinbot|applebot|redditbot|iframely|mastodon|lighthouse-bot|headlesschrome-bot/i;

const OBITUARY_PATH = /^\/obituaries\/(\d{1,9})(?:\/|$)/;
const API_TIMEOUT_MS = 2000;

/** @param {string | undefined} userAgent */
export function isBotUserAgent(userAgent) {
  return Boolean(userAgent) && BOT_PATTERN.test(/** @type {string} */ (userAgent));
}

/** The obituary id of /obituaries/{id}/… (any sub-page), or null. @param {string} pathname */
export function obituaryIdFromPath(pathname) {
  const match = OBITUARY_PATH.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Text for an HTML attribute or element. @param {string} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
}

/** JSON inside <script>: no "</script>", "<!--" or line separators can end or bend the block. @param {unknown} value */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head tags for one obituary.
 * @param {{ id: number, nameSlug: string, fullName: string, birthDate: string | null, deathDate: string, excerpt: string, portraitUrl: string | null, city?: string | null }} obituary
 * @param {{ origin: string, siteName: string | null }} site
 */
export function previewTags(obituary, { origin, siteName }) {
  const url = `${origin}/obituaries/${obituary.id}/${obituary.nameSlug}`;
  const title = siteName ? `${obituary.fullName} Obituary | ${siteName}` : `${obituary.fullName} Obituary`;
  const image = obituary.portraitUrl ? new URL(obituary.portraitUrl, origin).toString() : null;
  const dates = lifeDates(obituary.birthDate, obituary.deathDate);
  const description = [dates, obituary.excerpt].filter(Boolean).join('. ');
  const meta = (attribute, key, content) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: obituary.fullName,
    ...(obituary.birthDate ? { birthDate: obituary.birthDate } : {}),
    deathDate: obituary.deathDate,
    ...(obituary.city ? { deathPlace: obituary.city } : {}),
    ...(image ? { image } : {}),
    description,
    url,
  };
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', `Portrait of ${obituary.fullName}`)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${jsonForScript(person)}</script>`,
  ];
  return { title, tags: tags.join('\n    ') };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 3, 1931" from "1931-03-03"; null for anything else. @param {string | null | undefined} iso */
export function dateInWords(iso) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : null;
}

/** "March 3, 1931 – November 20, 2026", or the date of death alone. @param {string | null} birth @param {string} death */
export function lifeDates(birth, death) {
  const born = dateInWords(birth);
  const died = dateInWords(death);
  if (born && died) return `${born} – ${died}`;
  return died ? `Died ${died}` : '';
}

/** index.html with the title replaced and the tags at the end of the head. @param {string} html @param {{ title: string, tags: string }} preview */
export function injectIntoHead(html, { title, tags }) {
  const titled = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    : html.replace(/<\/head>/i, () => `<title>${escapeHtml(title)}</title>\n</head>`);
  return titled.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

async function getJson(url, host) {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'x-host': host },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  return response.ok ? response.json() : null;
}

/**
 * The HTML an obituary page is served with, or null to serve index.html as it is (not an obituary page, or
 * the obituary cannot be read: a bot then gets what everyone gets, never an error page).
 * @param {{ url: string, protocol: string, headers: Record<string, string | string[] | undefined>, log?: { warn: Function } }} request
 * @param {{ html: () => string | Promise<string>, apiUrl: string }} options html: the page everyone else gets
 */
export async function sharePreviewHtml(request, { html, apiUrl }) {
  const id = obituaryIdFromPath(request.url.split('?')[0] ?? '');
  if (id === null) return null;
  const host = String(request.headers.host ?? '');
  const hostname = host.replace(/:\d+$/, '');
  try {
    const [obituary, context, page] = await Promise.all([
      getJson(`${apiUrl}/api/web/obituaries/${id}`, hostname),
      getJson(`${apiUrl}/api/web/render-context/approved`, hostname).catch(() => null),
      html(),
    ]);
    if (!obituary) return null;
    const origin = `${request.protocol}://${host}`;
    return injectIntoHead(page, previewTags(obituary, { origin, siteName: context?.company?.name ?? null }));
  } catch (error) {
    request.log?.warn({ err: error }, 'share preview: obituary could not be read');
    return null;
  }
}

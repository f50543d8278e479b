import type { CaseEvent } from '@keepsake/shared/contract';
import { lifeDates, memoryDate, paragraphs, serviceWhen } from './format';

// The archive's index.html: one self-contained page (no script, no network) that opens in any browser
// from the unpacked folder and shows the memorial in order. Every text the family or a visitor wrote is
// escaped: it shows as text, never as markup.

export interface PagePhoto {
  large: string;
  original: string;
  caption: string;
  // What the photo shows (issue 42), when the family wrote it beside the caption.
  description?: string;
}
export interface PageMemory {
  authorName: string;
  relationship: string | null;
  createdAt: string;
  text: string;
  photo: string | null;
}
export interface PageContent {
  fullName: string;
  birthDate: string | null;
  deathDate: string | null;
  siteName: string;
  timeZone: string;
  portrait: string | null;
  obituaryText: string | null;
  photos: PagePhoto[];
  music: { path: string; title: string }[];
  video: string | null;
  memories: PageMemory[];
  events: CaseEvent[];
  books: { label: string; path: string }[];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

// Paths in the archive are our own safe names; still encoded, so a path is never read as markup.
const href = (path: string) => escapeHtml(encodeURI(path));

const STYLE = `body{font-family:Georgia,'Times New Roman',serif;max-width:60rem;margin:0 auto;padding:1.5rem;color:#1f2328;background:#fffdf8;line-height:1.6}
h1{font-size:2.2rem;margin:.5rem 0 0}h2{border-bottom:1px solid #d0c8b8;padding-bottom:.25rem;margin-top:2.5rem}
.dates{color:#57606a;margin:0 0 1rem}.portrait{max-width:16rem;border-radius:.5rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}a{color:#0b5394}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem;padding:0;list-style:none}
.photos img{width:100%;height:auto;border-radius:.25rem}figure{margin:0}figcaption{font-size:.9rem;color:#57606a}
.memory{border-left:3px solid #d0c8b8;padding:.25rem 0 .25rem 1rem;margin:1.25rem 0}.memory img{max-width:16rem;height:auto}
.by{color:#57606a;font-size:.95rem}`;

export function offlinePage(content: PageContent): string {
  const dates = lifeDates(content.birthDate, content.deathDate);
  const parts: string[] = [];
  parts.push(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`);
  parts.push(`<title>In memory of ${escapeHtml(content.fullName)}</title><style>${STYLE}</style></head><body>`);
  parts.push(`<header>`);
  if (content.portrait) parts.push(`<img class="portrait" src="${href(content.portrait)}" alt="Portrait of ${escapeHtml(content.fullName)}">`);
  parts.push(`<h1>${escapeHtml(content.fullName)}</h1>${dates ? `<p class="dates">${escapeHtml(dates)}</p>` : ''}`);
  parts.push(
    `<nav aria-label="Sections"><ul><li><a href="#obituary">Obituary</a></li><li><a href="#photos">Photos</a></li><li><a href="#music">Music</a></li><li><a href="#memories">Memories</a></li><li><a href="#services">Services</a></li></ul></nav></header><main>`,
  );

  parts.push(`<section id="obituary"><h2>Obituary</h2>`);
  parts.push(
    content.obituaryText
      ? paragraphs(content.obituaryText)
          .map((p) => `<p>${escapeHtml(p)}</p>`)
          .join('')
      : '<p>The family has not approved an obituary.</p>',
  );
  parts.push(`</section>`);

  parts.push(`<section id="photos"><h2>Photos</h2>`);
  if (content.photos.length === 0) parts.push('<p>No photos were shared.</p>');
  else {
    parts.push('<ul class="photos">');
    content.photos.forEach((photo, index) => {
      const alt = photo.description || photo.caption || `Photo ${index + 1}`;
      parts.push(
        `<li><figure><a href="${href(photo.original)}"><img src="${href(photo.large)}" alt="${escapeHtml(alt)}" loading="lazy"></a>${photo.caption ? `<figcaption>${escapeHtml(photo.caption)}</figcaption>` : ''}</figure></li>`,
      );
    });
    parts.push('</ul>');
  }
  parts.push(`</section>`);

  parts.push(`<section id="music"><h2>Music</h2>`);
  if (content.music.length === 0 && !content.video) parts.push('<p>No music was shared.</p>');
  for (const song of content.music) parts.push(`<p>${escapeHtml(song.title)}<br><audio controls src="${href(song.path)}"></audio></p>`);
  if (content.video) parts.push(`<p><a href="${href(content.video)}">Watch the tribute video</a></p>`);
  parts.push(`</section>`);

  parts.push(`<section id="memories"><h2>Memories</h2>`);
  if (content.memories.length === 0) parts.push('<p>No memories were shared.</p>');
  for (const memory of content.memories) {
    const by = [memory.authorName, memory.relationship].filter(Boolean).join(', ');
    parts.push(
      `<article class="memory">${paragraphs(memory.text)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('')}`,
    );
    if (memory.photo) parts.push(`<img src="${href(memory.photo)}" alt="Photo shared by ${escapeHtml(memory.authorName)}" loading="lazy">`);
    parts.push(`<p class="by">— ${escapeHtml(by)}, ${escapeHtml(memoryDate(memory.createdAt, content.timeZone))}</p></article>`);
  }
  parts.push(`</section>`);

  parts.push(`<section id="services"><h2>Services</h2>`);
  if (content.events.length === 0) parts.push('<p>No services were listed.</p>');
  for (const event of content.events) {
    parts.push(
      `<h3>${escapeHtml(event.title)}</h3><p>${escapeHtml(serviceWhen(event, content.timeZone))}<br>${escapeHtml(event.placeName)}<br>${escapeHtml(event.address)}</p>`,
    );
  }
  parts.push(`</section>`);
  if (content.books.length > 0) {
    parts.push(
      `<section id="book"><h2>The memorial book</h2><ul>${content.books.map((book) => `<li><a href="${href(book.path)}">${escapeHtml(book.label)}</a></li>`).join('')}</ul></section>`,
    );
  }
  parts.push(`</main><footer><p>Kept by ${escapeHtml(content.siteName)}.</p></footer></body></html>\n`);
  return parts.join('');
}

// The tribute video as the family approved it: their photos in order over their song, offline.
export function videoPage(fullName: string, photos: PagePhoto[], music: string | null): string {
  const slides = photos
    .map(
      (photo, index) =>
        `<figure><img src="${href(`../${photo.large}`)}" alt="${escapeHtml(photo.description || photo.caption || `Photo ${index + 1}`)}">${photo.caption ? `<figcaption>${escapeHtml(photo.caption)}</figcaption>` : ''}</figure>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tribute video: ${escapeHtml(fullName)}</title><style>body{background:#111;color:#eee;font-family:Georgia,serif;text-align:center;margin:0;padding:1rem}img{max-width:100%;max-height:85vh}figure{margin:0 0 3rem}</style></head><body><h1>${escapeHtml(fullName)}</h1>${music ? `<audio controls autoplay src="${href(`../${music}`)}"></audio>` : ''}${slides}</body></html>\n`;
}

import { createHash } from 'node:crypto';
import { formatDateTime } from '@keepsake/shared/time';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { SqlRunner } from '../../db/client';
import { extensionOf, numbered, safeName } from './names';
import { offlinePage, videoPage, type PageContent, type PageMemory, type PagePhoto } from './offline-page';
import type { KeepsakeMedia } from './ports';
import { memoriesOf, type KeepsakeSnapshot } from './snapshot';

export interface ManifestEntry {
  path: string;
  bytes: number;
  sha256: string;
  // A file the storage no longer had: listed so its absence is explained, stored empty.
  missing?: true;
}

export interface ArchiveResult {
  bytes: number;
  entries: number;
}

type Source = { kind: 'media'; url: string } | { kind: 'file'; file: string } | { kind: 'text'; text: () => string };

/**
 * Writes the keepsake archive to `outFile`, streaming: yazl asks for each entry's stream only when it is
 * that entry's turn, so one stored file at a time is open and in flight, whatever the case's size. Each
 * entry passes through a SHA-256 on its way in; manifest.json comes last, when every sum is known.
 */
export async function writeArchive(options: {
  snapshot: KeepsakeSnapshot;
  sql: SqlRunner;
  media: KeepsakeMedia;
  books: { label: string; file: string; name: string }[];
  outFile: string;
  onEntry?: (done: number, total: number) => void;
}): Promise<ArchiveResult> {
  const { snapshot, media } = options;
  const zip = new ZipFile();
  const manifest: ManifestEntry[] = [];
  const mtime = new Date();
  let total = 0;
  let done = 0;

  const add = (path: string, source: Source, compress: boolean) => {
    total += 1;
    zip.addReadStreamLazy(path, { mtime, compress }, (callback) => {
      open(source).then(
        (stream) => {
          const hash = createHash('sha256');
          let bytes = 0;
          const entry: ManifestEntry = { path, bytes: 0, sha256: '' };
          if (!stream) entry.missing = true;
          const counted = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              hash.update(chunk);
              bytes += chunk.length;
              next(null, chunk);
            },
            flush(next) {
              entry.bytes = bytes;
              entry.sha256 = hash.digest('hex');
              manifest.push(entry);
              done += 1;
              options.onEntry?.(done, total);
              next();
            },
          });
          const input = stream ?? Readable.from([]);
          input.on('error', (error) => counted.destroy(error));
          callback(null, input.pipe(counted));
        },
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  };

  const open = async (source: Source): Promise<Readable | null> => {
    if (source.kind === 'media') return (await media.open(source.url))?.body ?? null;
    if (source.kind === 'file') return createReadStream(source.file);
    return Readable.from([Buffer.from(source.text(), 'utf8')]);
  };

  // Photos and songs are already compressed: stored as they are, which also keeps the CPU for the book.
  const page: PageContent = {
    fullName: snapshot.fullName,
    birthDate: snapshot.birthDate,
    deathDate: snapshot.deathDate,
    siteName: snapshot.siteName,
    timeZone: snapshot.timeZone,
    portrait: null,
    obituaryText: snapshot.obituaryText,
    photos: [],
    music: [],
    video: null,
    memories: [],
    events: snapshot.events,
    books: [],
  };

  if (snapshot.portraitUrl) {
    page.portrait = `portrait.${extensionOf(snapshot.portraitUrl)}`;
    add(page.portrait, { kind: 'media', url: snapshot.portraitUrl }, false);
  }
  if (snapshot.obituaryText) {
    const text = snapshot.obituaryText;
    add('obituary/obituary.txt', { kind: 'text', text: () => `${snapshot.fullName}\n\n${text.trim()}\n` }, true);
    add('obituary/obituary.html', { kind: 'text', text: () => obituaryHtml(snapshot.fullName, text) }, true);
  }
  const width = Math.max(3, String(snapshot.photos.length).length);
  snapshot.photos
    .filter((photo) => photo.originalUrl || photo.largeUrl)
    .forEach((photo, index) => {
      const base = `${numbered(index, width)}-${safeName(photo.caption || photo.fileName.replace(/\.[^.]*$/, ''), 'photo')}`;
      const entry: PagePhoto = { large: '', original: '', caption: photo.caption, description: photo.description };
      if (photo.originalUrl) {
        entry.original = `photos/original/${base}.${extensionOf(photo.originalUrl)}`;
        add(entry.original, { kind: 'media', url: photo.originalUrl }, false);
      }
      if (photo.largeUrl && photo.largeUrl !== photo.originalUrl) {
        entry.large = `photos/large/${base}.${extensionOf(photo.largeUrl)}`;
        add(entry.large, { kind: 'media', url: photo.largeUrl }, false);
      }
      entry.large ||= entry.original;
      entry.original ||= entry.large;
      if (entry.large) page.photos.push(entry);
    });
  snapshot.music.forEach((song, index) => {
    const path = `music/${numbered(index, 2)}-${safeName(song.fileName.replace(/\.[^.]*$/, ''), 'song')}.${extensionOf(song.url)}`;
    page.music.push({ path, title: song.fileName });
    add(path, { kind: 'media', url: song.url }, false);
  });
  if (snapshot.videoApproved && page.photos.length > 0) {
    page.video = 'video/tribute-video.html';
    add(page.video, { kind: 'text', text: () => videoPage(snapshot.fullName, page.photos, page.music[0]?.path ?? null) }, true);
  }

  // Memories a page at a time from the database; their photos join the stream like every other file.
  const memoryWidth = Math.max(4, String(snapshot.memoryCount).length);
  let memoryIndex = 0;
  for await (const batch of memoriesOf(options.sql, snapshot.caseId)) {
    for (const memory of batch) {
      const entry: PageMemory = {
        authorName: memory.authorName,
        relationship: memory.relationship,
        createdAt: memory.createdAt,
        text: memory.text,
        photo: null,
      };
      if (memory.photoUrl) {
        entry.photo = `memories/photos/${numbered(memoryIndex, memoryWidth)}-${safeName(memory.authorName, 'memory')}.${extensionOf(memory.photoUrl)}`;
        add(entry.photo, { kind: 'media', url: memory.photoUrl }, false);
      }
      page.memories.push(entry);
      memoryIndex += 1;
    }
  }
  add('memories/memories.json', { kind: 'text', text: () => JSON.stringify(page.memories, null, 2) }, true);
  add('services.txt', { kind: 'text', text: () => servicesText(page) }, true);

  for (const book of options.books) {
    const path = `book/${book.name}`;
    page.books.push({ label: book.label, path });
    // Stored: a book is mostly JPEG already, and deflating 100s of MB of it is minutes of CPU for ~1%.
    add(path, { kind: 'file', file: book.file }, false);
  }
  add('index.html', { kind: 'text', text: () => offlinePage(page) }, true);
  // Last: by the time yazl asks for it, every entry before it has been read and summed.
  zip.addReadStreamLazy('manifest.json', { mtime }, (callback) => {
    const body = { name: snapshot.fullName, madeAt: mtime.toISOString(), algorithm: 'sha256', files: manifest };
    callback(null, Readable.from([Buffer.from(JSON.stringify(body, null, 2), 'utf8')]));
  });
  zip.end();

  const out = createWriteStream(options.outFile);
  const zipped = zip.outputStream as Readable;
  zipped.on('error', (error) => out.destroy(error));
  zipped.pipe(out);
  await finished(out);
  return { bytes: out.bytesWritten, entries: total + 1 };
}

function obituaryHtml(fullName: string, text: string): string {
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  const body = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escape(part)}</p>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(fullName)}</title></head><body><h1>${escape(fullName)}</h1>\n${body}\n</body></html>\n`;
}

function servicesText(page: PageContent): string {
  if (page.events.length === 0) return 'No services were listed.\n';
  return page.events
    .map((event) => `${event.title}\n${formatDateTime(event.startsAt, page.timeZone, { weekday: true })}\n${event.placeName}\n${event.address}\n`)
    .join('\n');
}

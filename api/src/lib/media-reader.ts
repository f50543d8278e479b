import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MediaStorage } from './storage';

export interface MediaReader {
  open(url: string): Promise<{ body: Readable; size: number } | null>;
}

/**
 * Opens a picture or song by the URL a page shows it at, whoever made it: an upload (`/api/media/{key}`, from the
 * storage), a file built into the release (`/api/media/…` answered by a route, such as the tribute music), or a
 * picture the home ships (`/api/assets/{path}`, the seed's drawings). Used by the background work that needs the
 * bytes of what a case shows (the keepsake, issue 43.4), so nothing a page shows is left out for where it lives.
 * Anything else (another origin, a path outside the folder) is not opened.
 */
export function createMediaReader({
  storage,
  assetsDir,
  builtIn = {},
}: {
  storage: Pick<MediaStorage, 'get'>;
  assetsDir: string;
  builtIn?: Record<string, () => Buffer>;
}): MediaReader {
  const root = path.resolve(assetsDir);
  // A malformed escape names no file: nothing to open, never a thrown URIError in the middle of a job.
  const decoded = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return null;
    }
  };
  return {
    async open(url) {
      const made = builtIn[url];
      if (made) {
        const bytes = made();
        return { body: Readable.from([bytes]), size: bytes.length };
      }
      const stored = /^\/api\/media\/(.+)$/.exec(url);
      if (stored) {
        const key = decoded(stored[1]!);
        return key === null ? null : storage.get(key);
      }
      const asset = /^\/api\/assets\/(.+)$/.exec(url);
      const relative = asset ? decoded(asset[1]!) : null;
      if (relative === null) return null;
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep) || relative.split('/').some((part) => part.startsWith('.'))) return null;
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
  };
}

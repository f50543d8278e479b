import type { Readable } from 'node:stream';

// What the keepsake needs of the storage and the mail (features/storage, features/mail): handed in by
// server.ts, so this feature imports neither (eslint apiZones).
export interface KeepsakeStorage {
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  // Streams a finished file from disk into the store: the archive is never held whole in memory.
  putFile(key: string, file: string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

// Opens a file by the URL the case shows it at (`/api/media/…`, `/api/assets/…`): lib/media-reader.ts.
export interface KeepsakeMedia {
  open(url: string): Promise<{ body: Readable; size: number } | null>;
}

export interface KeepsakeMailer {
  send(message: { siteId: string; budget: 'bulk'; to: string; subject: string; text: string; links: string[] }): Promise<void>;
}

import { HttpError } from '../../lib/http-error';
import type { ProcessedMedia } from '../../lib/media-process';
import type { MediaRow } from '../case-core/media';
import { StorageUnavailableError, type MediaStorage } from '../../lib/storage';

/** The files behind the family's media: stored all sizes or none, and removed again. */
export function fileStore(storage: MediaStorage) {
  async function discard(processed: ProcessedMedia[]) {
    await Promise.allSettled(processed.flatMap((item) => item.files.map((file) => storage.delete(file.key))));
  }

  // Every size of one file, or none: a size the store refused takes the others of that file with it, and
  // the request fails (503, naming the file) so the batch's files stored so far are discarded too.
  async function storeAll(processed: ProcessedMedia, fileName: string) {
    const results = await Promise.allSettled(processed.files.map((file) => storage.put(file.key, file.bytes, file.contentType)));
    const failed = results.find((result) => result.status === 'rejected');
    if (!failed) return;
    await discard([processed]);
    if (failed.reason instanceof StorageUnavailableError) {
      throw new HttpError(503, `We could not store "${fileName}" just now; nothing was saved. Please try again in a moment.`);
    }
    throw failed.reason;
  }

  async function removeFiles(rows: MediaRow[]) {
    await Promise.allSettled(rows.flatMap((row) => row.storageKeys.map((key) => storage.delete(key))));
  }

  return { storeAll, discard, removeFiles };
}

export type FileStore = ReturnType<typeof fileStore>;

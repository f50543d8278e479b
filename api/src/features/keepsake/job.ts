import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { formatDate } from '@keepsake/shared/time';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { KEEPSAKE_LINK_DAYS, type KeepsakeFile } from '@keepsake/shared/contract';
import { keepsakePagePath } from '@keepsake/shared/rules';
import type { Database } from '../../db/client';
import { homeUrl } from '../../lib/home-url';
import { privateKey } from '../../lib/storage';
import type { JobHandler } from '../../jobs/runner';
import { writeArchive } from './archive';
import { writeBook } from './book';
import { downloadName } from './names';
import type { KeepsakeMailer, KeepsakeMedia, KeepsakeStorage } from './ports';
import { PrintImages } from './print-images';
import { readSnapshot } from './snapshot';
import { viewContent } from './view';

export const KEEPSAKE_JOB = 'keepsake';

export interface KeepsakeFileResult {
  file: KeepsakeFile;
  key: string;
  bytes: number;
  fileName: string;
  contentType: string;
}
export interface KeepsakeResult {
  files: KeepsakeFileResult[];
  // The online view's content (view.ts), a private file beside the others (issue 43.4).
  view?: { key: string };
  [extra: string]: unknown;
}
export interface KeepsakePayload {
  // The home's canonical origin (lib/home-url.ts) when it was asked for, for the link in the mail.
  origin: string;
}

/**
 * One keepsake: both books, then the archive (which carries the books too), each made in a temporary
 * folder and then streamed into the storage; then the one mail. A retry (a failure, or a process that
 * died mid-way) starts again from the top: every file gets a fresh key, nothing half-made is ever listed.
 */
export function keepsakeJob({
  database,
  storage,
  media,
  mailer,
}: {
  database: Database;
  storage: KeepsakeStorage;
  media: KeepsakeMedia;
  mailer: KeepsakeMailer;
}): JobHandler {
  return async ({ job, progress, claimNotification, releaseNotification }) => {
    const caseId = job.caseId!;
    const snapshot = await readSnapshot(database, caseId);
    const dir = await mkdtemp(path.join(os.tmpdir(), `keepsake-${job.id}-`));
    try {
      await progress(2, 'Gathering the memorial');
      const bookA4 = path.join(dir, 'book-a4.pdf');
      const bookLetter = path.join(dir, 'book-letter.pdf');
      // Each photo is resampled once, by the first book, into this folder; the second book reuses it.
      const images = new PrintImages(media, dir);
      await writeBook({ snapshot, sql: database, images, size: 'A4', outFile: bookA4, onProgress: (f) => progress(2 + f * 28, 'Setting the book (A4)') });
      await writeBook({
        snapshot,
        sql: database,
        images,
        size: 'LETTER',
        outFile: bookLetter,
        onProgress: (f) => progress(30 + f * 25, 'Setting the book (US Letter)'),
      });

      const zipFile = path.join(dir, 'keepsake.zip');
      let reported = 0;
      let lost: unknown = null;
      let pending: Promise<void> | null = null;
      await writeArchive({
        snapshot,
        sql: database,
        media,
        outFile: zipFile,
        books: [
          { label: 'The memorial book (A4)', file: bookA4, name: 'memorial-book-a4.pdf' },
          { label: 'The memorial book (US Letter)', file: bookLetter, name: 'memorial-book-letter.pdf' },
        ],
        // Reported (and the lease extended) at each whole percent, one write at a time.
        onEntry: (done, total) => {
          const percent = Math.floor(55 + (done / total) * 40);
          if (percent <= reported || pending) return;
          reported = percent;
          pending = progress(percent, 'Packing the archive')
            .catch((error: unknown) => {
              lost = error;
            })
            .finally(() => {
              pending = null;
            });
        },
      });
      await pending;
      if (lost) throw lost;

      await progress(96, 'Storing the files');
      // Private (lib/storage.ts): the public media route refuses them; only the keepsake's own route sends them.
      const keyOf = (name: string) => privateKey(snapshot.siteId, caseId, `${randomUUID()}-${name}`);
      const files: KeepsakeFileResult[] = [
        {
          file: 'archive',
          key: keyOf('keepsake.zip'),
          bytes: 0,
          fileName: downloadName(snapshot.fullName, 'archive', 'zip'),
          contentType: 'application/zip',
        },
        {
          file: 'book-a4',
          key: keyOf('booka4.pdf'),
          bytes: 0,
          fileName: downloadName(snapshot.fullName, 'book-a4', 'pdf'),
          contentType: 'application/pdf',
        },
        {
          file: 'book-letter',
          key: keyOf('bookletter.pdf'),
          bytes: 0,
          fileName: downloadName(snapshot.fullName, 'book-letter', 'pdf'),
          contentType: 'application/pdf',
        },
      ];
      const sources = { archive: zipFile, 'book-a4': bookA4, 'book-letter': bookLetter };
      for (const file of files) {
        await storage.putFile(file.key, sources[file.file], file.contentType);
        file.bytes = (await stat(sources[file.file])).size;
      }
      // What the mailed link's page shows: the same snapshot as the archive's, kept as it was made.
      const viewFile = path.join(dir, 'view.json');
      await writeFile(viewFile, JSON.stringify(await viewContent(snapshot, database)));
      const view = { key: keyOf('view.json') };
      await storage.putFile(view.key, viewFile, 'application/json');

      await notifyFamily({
        database,
        mailer,
        job: { id: job.id, caseId, siteId: snapshot.siteId, payload: job.payload as unknown as KeepsakePayload },
        fullName: snapshot.fullName,
        timeZone: snapshot.timeZone,
        claimNotification,
        releaseNotification,
      });
      return { files, view } satisfies KeepsakeResult;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

// Exactly one mail per keepsake: notified_at is claimed first, so a retried job (or a second process)
// finds it set and sends nothing; a mail that fails to go out gives the claim back for the next try.
async function notifyFamily(options: {
  database: Database;
  mailer: KeepsakeMailer;
  job: { id: number; caseId: number; siteId: string; payload: KeepsakePayload };
  fullName: string;
  timeZone: string;
  claimNotification: () => Promise<boolean>;
  releaseNotification: () => Promise<void>;
}) {
  if (!(await options.claimNotification())) return;
  const { database, job } = options;
  const [found] = await database.query<{ name_slug: string }>('SELECT name_slug FROM family_case WHERE id = $1', [job.caseId]);
  const recipients = await database.query<{ email: string; name: string }>(
    `SELECT u.email, u.name FROM case_member m JOIN "user" u ON u.id = m.user_id WHERE m.case_id = $1 AND m.role = 'PRIMARY' ORDER BY m.joined_at`,
    [job.caseId],
  );
  const portal = homeUrl(job.payload.origin, `/family-portal/${job.caseId}/${found?.name_slug ?? 'case'}/keepsake`);
  // The last day the link works, on the home's calendar.
  const until = formatDate(Date.now() + KEEPSAKE_LINK_DAYS * 24 * 3600 * 1000, options.timeZone);
  try {
    for (const person of recipients) {
      // Each person mailed gets a link of their own (issue 43.4): it opens the keepsake online, without signing
      // in and without unzipping; only its SHA-256 is kept (keepsake_link), and it works until the files expire.
      const token = randomBytes(24).toString('base64url');
      await options.database.query('INSERT INTO keepsake_link (token_hash, job_id, site_id) VALUES ($1, $2, $3)', [
        keepsakeTokenHash(token),
        job.id,
        job.siteId,
      ]);
      const view = homeUrl(job.payload.origin, keepsakePagePath(token));
      await options.mailer.send({
        siteId: job.siteId,
        budget: 'bulk',
        to: person.email,
        subject: `The keepsake of ${options.fullName} is ready`,
        text: `Dear ${person.name},\n\nThe keepsake of ${options.fullName} is ready: the whole memorial, and the memorial book to print, in A4 and US Letter.\n\nOpen it on your phone or computer, nothing to unzip, and download the archive and the book from there, until ${until}:\n${view}\n\nThis link is yours: anyone who has it can open the keepsake, so please share it only with people you trust.\n\nThe family portal has the downloads too, after signing in:\n${portal}\n`,
        links: [view, portal],
      });
    }
  } catch (error) {
    await options.releaseNotification();
    throw error;
  }
}

/** The only form in which a keepsake link's token is kept (keepsake_link.token_hash). */
export const keepsakeTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { caseHistorySchema, caseMediaListSchema, keepsakeStateSchema, staffKeepsakeJobsSchema, type KeepsakeJob } from '@keepsake/shared/contract';
import { createJobRunner } from '../../jobs/runner';
import { backgroundJobs } from '../../jobs/tables';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { multipart } from '../../testing/multipart';
import { pdfText } from '../../testing/pdf-text';
import { DEMO_HOST, SECOND_HOST } from '../../testing/test-app';
import { mailOutbox } from '../../db/mail-outbox';
import { KEEPSAKE_JOB } from './job';

// Every entry of a zip, read back whole (the test's zips are small).
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 150, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();

describe('the keepsake: archive and memorial book made in the background', () => {
  const { t, who, call } = signedInApp();
  let path: string;

  beforeAll(async () => {
    path = `/api/family/cases/${who.rosaId}/keepsake`;
    await call('POST', `/api/family/cases/${who.rosaId}/obituary/approve`, who.family);
    const body = multipart([
      { name: 'Beach day.jpg', bytes: await photo(3000, 2000) },
      { name: 'Porträt/../../x.jpg', bytes: await photo(1200, 1600) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/family/cases/${who.rosaId}/photos`,
      headers: { ...DEMO_HOST, authorization: `Bearer ${who.family}`, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    // A friend whose name is in Chinese: the book must set it with an embedded font that has the glyphs.
    await t.app.database.query(
      `INSERT INTO memory (site_id, obituary_id, author_name, relationship, text, status)
       SELECT c.site_id, o.obituary_id, '李明', 'Student', '她教我们大声读诗。 She taught us to read poems aloud.', 'APPROVED'
         FROM family_case c JOIN case_obituary o ON o.case_id = c.id WHERE c.id = $1`,
      [who.rosaId],
    );
  }, 60_000);

  const stateOf = async (token = who.family) => keepsakeStateSchema.parse((await call('GET', path, token)).json()).job;
  const mailsTo = (address: string) =>
    t.app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address)));

  // The case's history rows of a kind (issue 36 §1: a keepsake asked for or retried is a row, with who).
  const historyRows = async (kind: string) =>
    caseHistorySchema.parse((await call('GET', `/api/staff/cases/${who.rosaId}/history`, who.staff)).json()).items.filter((row) => row.kind === kind);

  it('lets only the primary contact or staff ask, and only for a case they may open', async () => {
    expectError(await call('POST', path), 401);
    expect(expectError(await call('POST', path, who.helper), 403).message).toBe("Only the family's primary contact can ask for the keepsake.");
    expectError(await call('POST', path, who.otherFamily), 404);
    expectError(await call('POST', path, who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('GET', path, who.otherFamily), 404);
    expect(await stateOf()).toBeNull();
    // A refused ask leaves no row in the history.
    expect(await historyRows('keepsake.requested')).toEqual([]);

    const asked = await call('POST', path, who.family);
    expect(asked.statusCode).toBe(202);
    const job = keepsakeStateSchema.parse(asked.json()).job!;
    expect(job).toMatchObject({ status: 'QUEUED', progress: 0, downloads: [] });
    // Asking again (the family twice, or staff from the desk) joins the keepsake being made.
    const again = await call('POST', path, who.staff);
    expect(again.statusCode).toBe(200);
    expect(keepsakeStateSchema.parse(again.json()).job!.id).toBe(job.id);
    // Nothing was made in the request.
    expect((await stateOf(who.helper))!.status).toBe('QUEUED');
    // The history has the ask once, by the family member who made it (joining it wrote nothing).
    const asks = await historyRows('keepsake.requested');
    expect(asks).toHaveLength(1);
    expect(asks[0]).toMatchObject({ summary: 'Asked for the keepsake (archive and memorial book)', actor: { actingAs: 'FAMILY' } });
  });

  let done: KeepsakeJob;

  it('makes the archive and both books in the background and mails the family once', async () => {
    expect(await t.app.jobs.drain()).toBe(1);
    done = (await stateOf())!;
    expect(done).toMatchObject({ status: 'DONE', progress: 100, error: null, attempts: 1 });
    expect(done.downloads.map((item) => item.file)).toEqual(['archive', 'book-a4', 'book-letter']);
    expect(new Date(done.expiresAt!).getTime() - new Date(done.finishedAt!).getTime()).toBe(7 * 24 * 3600 * 1000);

    const mails = await mailsTo('family@willowbrook.test');
    const ready = mails.filter((mail) => mail.subject.startsWith('The keepsake of'));
    expect(ready).toHaveLength(1);
    // First the online view (issue 43.4, view-routes.test.ts), then the portal's page.
    expect(ready[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/keepsake\/[A-Za-z0-9_-]{32}$/);
    expect(ready[0]!.links[1]).toMatch(new RegExp(`/family-portal/${who.rosaId}/rosa-ines-morales/keepsake$`));
    // Issue 37 point 6: the links are on the home's canonical URL.
    expect(ready[0]!.links[1]).toMatch(/^http:\/\/localhost:3000\/family-portal\//);
  }, 120_000);

  // Issue 37 point 5: the files live under the private prefix, which the public media route refuses (the
  // key is random and never returned: defence in depth), with or without the prefix, signed in or not.
  it('keeps its files private: the public media route refuses them', async () => {
    const [row] = await t.app.database.query<{ result: { files: { key: string }[] } }>('SELECT result FROM background_job WHERE id = $1', [done.id]);
    const keys = row!.result.files.map((file) => file.key);
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^private/site-willowbrook/${who.rosaId}/`));
      for (const url of [`/api/media/${key}`, `/api/media/${key.replace(/^private\//, '')}`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', authorization: `Bearer ${who.family}` } });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('packs an archive whose manifest sums match every entry, with safe names and an offline index', async () => {
    const response = await call('GET', done.downloads[0]!.url, who.family);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="keepsake-rosa-ines-morales-archive.zip"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const entries = await unzip(response.rawPayload);
    const names = [...entries.keys()];
    for (const name of names) expect(name).toMatch(/^[a-z0-9][a-z0-9./-]*$/);
    expect(names).toEqual(
      expect.arrayContaining([
        'index.html',
        'manifest.json',
        'obituary/obituary.txt',
        'obituary/obituary.html',
        'portrait.svg',
        'photos/original/001-rosa-in-her-classroom-1975.svg',
        'photos/original/004-beach-day.jpg',
        'photos/large/004-beach-day.webp',
        'photos/original/005-x.jpg',
        'music/01-amazing-grace-piano.wav',
        'memories/memories.json',
        'services.txt',
        'book/memorial-book-a4.pdf',
        'book/memorial-book-letter.pdf',
      ]),
    );
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as { files: { path: string; bytes: number; sha256: string }[] };
    expect(manifest.files.map((file) => file.path).sort()).toEqual(names.filter((name) => name !== 'manifest.json').sort());
    for (const file of manifest.files) {
      const bytes = entries.get(file.path)!;
      expect([file.path, bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([file.path, file.bytes, file.sha256]);
    }
    // The original upload, byte for byte, and its largest size.
    expect((await sharp(entries.get('photos/original/004-beach-day.jpg')!).metadata()).width).toBe(3000);
    expect((await sharp(entries.get('photos/large/004-beach-day.webp')!).metadata()).width).toBe(1600);
    expect(entries.get('obituary/obituary.txt')!.toString('utf8')).toContain('Generations of students remember her red pen');
    const memories = JSON.parse(entries.get('memories/memories.json')!.toString('utf8')) as { authorName: string; text: string }[];
    expect(memories.map((memory) => memory.authorName)).toContain('Maria Lopez');
    // Only visible (approved) memories.
    expect(memories.map((memory) => memory.authorName)).not.toContain('Tom Reed');
    const index = entries.get('index.html')!.toString('utf8');
    expect(index).toContain('<h1>Rosa');
    expect(index).toContain('Señora Morales taught me to love poetry.');
    expect(index).toContain('src="photos/large/004-beach-day.webp"');
    // Offline: nothing is loaded from a network.
    expect(index).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(index).not.toContain('<script');
  }, 60_000);

  it('holds everything the case shows: every photo of the portal’s list with its caption, the portrait and every song (issue 43.4)', async () => {
    const entries = await unzip((await call('GET', done.downloads[0]!.url, who.family)).rawPayload);
    const list = async (kind: 'photos' | 'music') =>
      caseMediaListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/${kind}?page=1&size=100`, who.family)).json()).items;
    const photos = await list('photos');
    const songs = await list('music');
    const archived = (folder: string) => [...entries.keys()].filter((name) => name.startsWith(folder));
    // The shipped drawings and the uploads alike: one original per photo the family sees, and one file per song.
    expect(archived('photos/original/')).toHaveLength(photos.length);
    expect(archived('music/')).toHaveLength(songs.length);
    expect(songs.length).toBeGreaterThan(0);
    expect(entries.has('portrait.svg')).toBe(true);
    const index = entries.get('index.html')!.toString('utf8');
    for (const photo of photos.filter((item) => item.caption)) expect(index).toContain(photo.caption);
    for (const song of songs) expect(index).toContain(song.fileName.replace(/&/g, '&amp;'));
    // A file that went missing would be listed empty in the manifest: none did.
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as { files: { path: string; missing?: true }[] };
    expect(manifest.files.filter((file) => file.missing)).toEqual([]);
  });

  it('sets print-ready books in A4 and US Letter with embedded Noto fonts and the photos', async () => {
    const sizes: Record<string, [number, number]> = { 'book-a4': [595.28, 841.89], 'book-letter': [612, 792] };
    for (const download of done.downloads.slice(1)) {
      const response = await call('GET', download.url, who.helper);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe('In memory of Rosa Inés Morales');
      // Cover, obituary, photos, memories, services.
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5);
      const [width, height] = sizes[download.file]!;
      for (const page of pdf.getPages()) {
        expect(page.getWidth()).toBeCloseTo(width, 1);
        expect(page.getHeight()).toBeCloseTo(height, 1);
      }
      // Read back as a reader would (ToUnicode maps): Latin, accented and Chinese names, each in its font.
      const { text, fonts } = await pdfText(response.rawPayload);
      expect(text).toContain('Rosa Inés Morales');
      expect(text).toContain('李明');
      expect(text).toContain('她教我们大声读诗。');
      expect(fonts.some((font) => /NotoSansSC/.test(font))).toBe(true);
      const raw = response.rawPayload.toString('latin1');
      expect(raw).toMatch(/\/FontFile2/);
      expect(raw).toMatch(/NotoSans/);
      expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
      // The photos as JPEG images (print resolution: the 3000 px original gives a 1600 px large size,
      // resampled to at most 300 dpi of the box it fills).
      expect(raw.match(/\/Subtype \/Image/g)!.length).toBeGreaterThanOrEqual(2);
      // Every photo placed, the home's drawings too (the portrait and five photos), each with its caption.
      expect(raw.match(/\/Subtype \/Image/g)!.length).toBeGreaterThanOrEqual(6);
      expect(text).toContain('Rosa in her classroom, 1975');
      expect(text).toContain('With Luis at his graduation');
    }
  }, 60_000);

  it('hands the files to members of the case only, for seven days', async () => {
    const url = done.downloads[0]!.url;
    expectError(await call('GET', url), 401);
    expectError(await call('GET', url, who.otherFamily), 404);
    expectError(await call('GET', url, who.otherSite, undefined, SECOND_HOST), 404);
    expect((await call('GET', url, who.staff)).statusCode).toBe(200);
    expectError(await call('GET', `/api/family/cases/${who.rosaId}/keepsake/${done.id}/passwords`, who.family), 404);
    // A job of another case under this case's address.
    expectError(await call('GET', `/api/family/cases/${who.haroldId}/keepsake/${done.id}/archive`, who.staff), 404);

    await t.app.database.db
      .update(backgroundJobs)
      .set({ finishedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(backgroundJobs.id, done.id));
    expect(expectError(await call('GET', url, who.family), 410).message).toMatch(/expired/);
    expect((await stateOf())!.downloads).toEqual([]);
  });

  // Issue 37 point 2: the files were kept for ever, outside the home's storage quota.
  it('counted its files in the home’s storage, and deletes them once the link has expired', async () => {
    const usage = async () =>
      Number((await t.app.database.query<{ bytes: string }>(`SELECT bytes FROM site_storage_usage WHERE site_id = 'site-willowbrook'`))[0]?.bytes ?? 0);
    const [row] = await t.app.database.query<{ result: { files: { key: string; bytes: number }[] } }>('SELECT result FROM background_job WHERE id = $1', [
      done.id,
    ]);
    const bytes = row!.result.files.reduce((sum, file) => sum + file.bytes, 0);
    expect(bytes).toBeGreaterThan(0);
    const before = await usage();
    expect(before).toBeGreaterThanOrEqual(bytes);
    expect(await t.app.sweepKeepsakes()).toBe(1);
    expect(await usage()).toBe(before - bytes);
    // Swept once: a second sweep (another process) finds nothing and gives nothing back twice.
    expect(await t.app.sweepKeepsakes()).toBe(0);
    expect(await usage()).toBe(before - bytes);
    const [swept] = await t.app.database.query<{ result: { files: unknown[]; sweptAt: string } }>('SELECT result FROM background_job WHERE id = $1', [done.id]);
    expect(swept!.result.files).toEqual([]);
    expect(swept!.result.sweptAt).toEqual(expect.any(String));
    expect(expectError(await call('GET', done.downloads[0]!.url, who.family), 410).message).toMatch(/expired/);
  });

  it('survives a process that dies in the middle: another takes the job over, and the family gets one mail', async () => {
    const before = (await mailsTo('family@willowbrook.test')).length;
    const asked = keepsakeStateSchema.parse((await call('POST', path, who.family)).json()).job!;
    // A worker that claims the job, reports some progress, and then stops answering (its process died).
    const dead = createJobRunner(t.app.database, { leaseSeconds: 1, workerId: 'dead-process' });
    let release: () => void = () => undefined;
    dead.handle(KEEPSAKE_JOB, async ({ progress }) => {
      await progress(40, 'Packing the archive');
      await new Promise<void>((resolve) => (release = resolve));
      return {};
    });
    const deadRun = dead.drain();
    for (let i = 0; i < 50 && (await stateOf())!.progress !== 40; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stateOf()).toMatchObject({ id: asked.id, status: 'RUNNING', progress: 40 });
    // Until its lease runs out nobody else takes it.
    expect(await t.app.jobs.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await stateOf()).toMatchObject({ id: asked.id, status: 'DONE', attempts: 2 });
    // The dead worker wakes up: its lease is gone, so it changes nothing.
    release();
    await deadRun;
    expect(await stateOf()).toMatchObject({ id: asked.id, status: 'DONE', attempts: 2 });
    expect((await mailsTo('family@willowbrook.test')).length).toBe(before + 1);

    // A process that died after the mail but before it recorded DONE: the retry mails nobody again.
    await t.app.database.db
      .update(backgroundJobs)
      .set({ status: 'RUNNING', lockedBy: 'another-dead-process', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, asked.id));
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await stateOf()).toMatchObject({ id: asked.id, status: 'DONE', attempts: 3 });
    expect((await mailsTo('family@willowbrook.test')).length).toBe(before + 1);
  }, 120_000);

  it('shows staff the jobs of their home, with the reason of a failure, and retries it', async () => {
    const jobsPath = '/api/family/keepsake-jobs';
    expectError(await call('GET', jobsPath, who.family), 403);
    expectError(await call('GET', jobsPath), 401);
    const mine = staffKeepsakeJobsSchema.parse((await call('GET', jobsPath, who.staff)).json());
    expect(mine.jobs.length).toBeGreaterThanOrEqual(2);
    expect(mine.jobs[0]).toMatchObject({ caseName: 'Rosa Inés Morales', status: 'DONE' });
    // Another home's staff see none of them.
    expect(staffKeepsakeJobsSchema.parse((await call('GET', jobsPath, who.otherSite, undefined, SECOND_HOST)).json()).jobs).toEqual([]);

    const failed = mine.jobs[0]!;
    const retryPath = `${jobsPath}/${failed.id}/retry`;
    expectError(await call('POST', retryPath, who.staff), 409);
    await t.app.database.db
      .update(backgroundJobs)
      .set({ status: 'FAILED', error: 'The storage could not be reached.' })
      .where(eq(backgroundJobs.id, failed.id));
    const listed = staffKeepsakeJobsSchema.parse((await call('GET', jobsPath, who.staff)).json()).jobs.find((job) => job.id === failed.id)!;
    expect(listed).toMatchObject({ status: 'FAILED', error: 'The storage could not be reached.' });
    expectError(await call('POST', retryPath, who.family), 403);
    expectError(await call('POST', retryPath, who.otherSite, undefined, SECOND_HOST), 404);
    const retried = await call('POST', retryPath, who.staff);
    expect(retried.statusCode).toBe(200);
    expect(keepsakeStateSchema.parse(retried.json()).job).toMatchObject({ id: failed.id, status: 'QUEUED', error: null, attempts: 0 });
    // The retry is in the case's history, by the staff member, with the reason it had failed; the refused ones are not.
    const retries = await historyRows('keepsake.retried');
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({
      summary: 'Retried the keepsake that failed',
      actor: { name: 'Eleanor Hartley', actingAs: 'STAFF' },
      before: 'The storage could not be reached.',
    });
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await stateOf()).toMatchObject({ id: failed.id, status: 'DONE' });
  }, 120_000);
});

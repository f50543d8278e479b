import { and, eq } from 'drizzle-orm';
import { caseMediaListSchema, keepsakeViewSchema, type KeepsakeView } from '@keepsake/shared/contract';
import { mailOutbox } from '../../db/mail-outbox';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST } from '../../testing/test-app';
import { LINK_EXPIRED } from './view-routes';

// Issue 43.4: the keepsake mail's link opens the keepsake online (no sign-in, nothing to unzip) with its
// downloads, on its own home, until it expires; the token is the only key and nothing else is on the page.
describe('the keepsake by its mailed link', () => {
  const { t, who, call } = signedInApp();
  let token: string;
  let view: KeepsakeView;

  beforeAll(async () => {
    await call('POST', `/api/family/cases/${who.rosaId}/obituary/approve`, who.family);
    expect((await call('POST', `/api/family/cases/${who.rosaId}/keepsake`, who.family)).statusCode).toBe(202);
    expect(await t.app.jobs.drain()).toBe(1);
    const [mail] = await t.app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'family@willowbrook.test')));
    const link = mail!.links.find((item) => item.includes('/keepsake/') && !item.includes('/family-portal/'))!;
    expect(mail!.body).toContain(link);
    token = link.split('/').pop()!;
  }, 120_000);

  const open = (path: string, host = DEMO_HOST) => t.app.inject({ url: path, headers: host });

  it('shows what the archive holds, to anyone with the link and no one signed in, never cached or indexed', async () => {
    const response = await open(`/api/web/keepsakes/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    view = keepsakeViewSchema.parse(response.json());
    expect(view.fullName).toBe('Rosa Inés Morales');
    expect(view.portrait).toEqual({ url: expect.stringMatching(/^\/api\//), alt: 'Portrait of Rosa Inés Morales' });
    // The same photos, captions and song the case shows (and the archive holds).
    const photos = caseMediaListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/photos?size=100`, who.family)).json()).items;
    expect(view.photos.map((photo) => photo.caption)).toEqual(photos.map((photo) => photo.caption));
    expect(view.photos.map((photo) => photo.alt)).toContain('Sunday lunch at the farm');
    expect(view.music.map((song) => song.title)).toEqual(['Amazing Grace (piano)']);
    expect(view.events.map((event) => event.title)).toContain('Funeral Mass');
    expect(new Date(view.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    // Nothing secret on a page anyone with the link can open: no account, address or member of the family.
    const text = response.body;
    for (const secret of ['family@willowbrook.test', 'helper@willowbrook.test', 'Jordan Morales', 'Grace Whitfield', 'private/', '/api/family/']) {
      expect(text).not.toContain(secret);
    }
  });

  it('downloads the archive and both books through the link itself', async () => {
    expect(view.downloads.map((item) => item.file)).toEqual(['archive', 'book-a4', 'book-letter']);
    const archive = await open(view.downloads[0]!.url);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toBe('attachment; filename="keepsake-rosa-ines-morales-archive.zip"');
    expect(archive.headers['cache-control']).toBe('private, no-store');
    expect(archive.rawPayload.length).toBe(view.downloads[0]!.bytes);
    const book = await open(view.downloads[1]!.url);
    expect(book.statusCode).toBe(200);
    expect(book.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens nothing on another home, for a token it never made, or a malformed one', async () => {
    expectError(await open(`/api/web/keepsakes/${token}`, SECOND_HOST), 404);
    expectError(await open(`/api/web/keepsakes/${token}/archive`, SECOND_HOST), 404);
    const unknown = expectError(await open(`/api/web/keepsakes/${'A'.repeat(32)}`), 404);
    expect(unknown.message).toBe('This keepsake link opens nothing. Please check that the whole link was copied from the mail.');
    expectError(await open(`/api/web/keepsakes/${'A'.repeat(32)}/archive`), 404);
    // An address no link has (issue 22: a bad path is a 404, like SPEC §2's pages).
    expectError(await open(`/api/web/keepsakes/short`), 404);
    expectError(await open(`/api/web/keepsakes/${token}/secrets`), 404);
    // A signed-in account changes nothing: the link is the key, and another family's session is no key.
    expectError(await call('GET', `/api/web/keepsakes/${'B'.repeat(32)}`, who.otherFamily), 404);
  });

  it('says the link has expired once the keepsake’s files have, for the page and every download', async () => {
    await t.app.database.query(`UPDATE background_job SET finished_at = now() - interval '8 days' WHERE kind = 'keepsake' AND case_id = $1`, [who.rosaId]);
    const expired = expectError(await open(`/api/web/keepsakes/${token}`), 410);
    expect(expired.message).toBe(LINK_EXPIRED);
    expect(expectError(await open(`/api/web/keepsakes/${token}/archive`), 410).message).toBe(LINK_EXPIRED);
  });
});

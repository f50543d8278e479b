import sharp from 'sharp';
import {
  caseObituarySchema,
  caseThemeSchema,
  memoryListSchema,
  obituarySchema,
  postedMemorySchema,
  reviewCommentSchema,
  stationerySchema,
  stockThemeListSchema,
  taskListSchema,
  videoSchema,
  wallCommentListSchema,
  wallCommentSchema,
  wallSettingsSchema,
} from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../../testing/family-sign-in';
import { multipart } from '../../../testing/multipart';
import { DEMO_HOST, SECOND_HOST } from '../../../testing/test-app';

describe('family content: obituary, wall, theme, stationery, video', () => {
  const { t, who, call } = signedInApp();
  let publicId: number;

  beforeAll(async () => {
    const obituary = caseObituarySchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/obituary`, who.family)).json());
    publicId = Number(obituary.publicPath!.split('/')[2]);
  });

  const publicPage = async () => obituarySchema.parse((await call('GET', `/api/web/obituaries/${publicId}`)).json());
  const taskStatus = async (kind: string) =>
    taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks`, who.family)).json()).items.find((task) => task.kind === kind)!.status;

  describe('POST obituary and POST obituary/approve', () => {
    it('saves a draft, refuses a stale revision, and publishes only on approval by the primary contact', async () => {
      const start = caseObituarySchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/obituary`, who.helper)).json());
      expect(start).toMatchObject({ status: 'DRAFT', publicPath: `/obituaries/${publicId}/rosa-ines-morales` });
      // Not public before the family's first approval.
      expectError(await call('GET', `/api/web/obituaries/${publicId}`), 404);
      const text = `${start.text}\r\n\r\nShe loved <b>roses</b>.   `;
      const saved = caseObituarySchema.parse(
        (await call('POST', `/api/family/cases/${who.rosaId}/obituary`, who.helper, { text, revision: start.revision })).json(),
      );
      expect(saved).toMatchObject({ status: 'DRAFT', revision: start.revision + 1, updatedBy: 'Elena Morales' });
      expect(saved.text.endsWith('\n\nShe loved <b>roses</b>.')).toBe(true);
      // Someone else's older revision: 409, nothing overwritten.
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary`, who.family, { text: 'x', revision: start.revision }), 409);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary`, who.family, { text: 1, revision: 0 }), 400);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary`, who.family, { text: 'a'.repeat(20_001), revision: saved.revision }), 400);
      // A helper cannot approve.
      const denied = expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary/approve`, who.helper), 403);
      expect(denied.message).toBe("Only the family's primary contact can approve the obituary.");
      const approved = caseObituarySchema.parse((await call('POST', `/api/family/cases/${who.rosaId}/obituary/approve`, who.family)).json());
      expect(approved.status).toBe('APPROVED');
      expect((await publicPage()).biography).toBe(saved.text);
      expect(await taskStatus('review-obituary')).toBe('COMPLETE');
      // An edit after approval goes back to draft; the public page keeps the approved words.
      const edited = caseObituarySchema.parse(
        (await call('POST', `/api/family/cases/${who.rosaId}/obituary`, who.family, { text: 'Changed.', revision: approved.revision })).json(),
      );
      expect(edited.status).toBe('DRAFT');
      expect((await publicPage()).biography).toBe(saved.text);
      expect(await taskStatus('review-obituary')).toBe('IN_PROGRESS');
    });

    it('creates the public page on the first approval of a case that has none', async () => {
      const other = who.otherFamily;
      const start = caseObituarySchema.parse((await call('GET', `/api/family/cases/${who.haroldId}/obituary`, other)).json());
      expect(start.publicPath).toBeNull();
      expectError(await call('POST', `/api/family/cases/${who.haroldId}/obituary/approve`, other), 409);
      await call('POST', `/api/family/cases/${who.haroldId}/obituary`, other, { text: 'Harold loved the river.', revision: start.revision });
      const approved = caseObituarySchema.parse((await call('POST', `/api/family/cases/${who.haroldId}/obituary/approve`, other)).json());
      expect(approved.publicPath).toMatch(/^\/obituaries\/\d+\/harold-james-benson$/);
      const page = obituarySchema.parse((await call('GET', `/api/web${approved.publicPath!.replace(/\/[^/]+$/, '')}`)).json());
      expect(page.biography).toBe('Harold loved the river.');
    });

    it("keeps another family's and another site's people out", async () => {
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/obituary`, who.otherFamily), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary`, who.otherFamily, { text: 'x', revision: 0 }), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary/approve`, who.otherFamily), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary/approve`, who.otherSite, undefined, SECOND_HOST), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/obituary/approve`), 401);
    });
  });

  describe('memorial wall: comments by status and settings', () => {
    it('lists waiting memories, shows and hides them, and the public wall follows at once', async () => {
      const waiting = wallCommentListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/comments/waiting`, who.helper)).json());
      expect(waiting.counts.waiting).toBe(2);
      expect(waiting.items.map((item) => item.authorName)).toEqual(['Dana Price', 'Tom Reed']);
      const shown = wallCommentSchema.parse(
        (await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/${waiting.items[0]!.id}`, who.helper, { status: 'shown' })).json(),
      );
      expect(shown.status).toBe('shown');
      const wall = () => call('GET', `/api/web/obituaries/${publicId}/memories`).then((r) => memoryListSchema.parse(r.json()).items.map((m) => m.authorName));
      expect(await wall()).toContain('Dana Price');
      const maria = wallCommentListSchema
        .parse((await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/comments/shown`, who.family)).json())
        .items.find((item) => item.authorName === 'Maria Lopez')!;
      await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/${maria.id}`, who.family, { status: 'hidden' });
      expect(await wall()).not.toContain('Maria Lopez');
      const hidden = wallCommentListSchema.parse(
        (await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/comments/hidden?page=1&size=1`, who.family)).json(),
      );
      expect(hidden.items.map((item) => item.authorName)).toEqual(['Maria Lopez']);
      expect(hidden.counts).toEqual({ waiting: 1, shown: 1, hidden: 1 });
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/comments/deleted`, who.family), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/${maria.id}`, who.family, { status: 'waiting' }), 400);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/999999`, who.family, { status: 'shown' }), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/${maria.id}`, who.otherFamily, { status: 'shown' }), 404);
      // Another case's memory through a case of mine: 404.
      expectError(await call('POST', `/api/family/cases/${who.haroldId}/memorial-wall/comments/${maria.id}`, who.otherFamily, { status: 'shown' }), 404);
    });

    it('gives the family a memory’s photo to review, and a hidden memory’s photo is not on the public wall', async () => {
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } })
        .jpeg()
        .toBuffer();
      const body = multipart([{ name: 'garden.jpg', bytes: photo, field: 'photo', type: 'image/jpeg' }], { authorName: 'Iris Photo', text: 'Her garden.' });
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/web/obituaries/${publicId}/memories`,
        headers: { ...DEMO_HOST, ...body.headers },
        payload: body.payload,
        remoteAddress: '10.9.0.1',
      });
      expect(posted.statusCode).toBe(201);
      const photoUrl = postedMemorySchema.parse(posted.json()).memory.photo!.url;
      const waiting = wallCommentListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/comments/waiting`, who.helper)).json());
      const item = waiting.items.find((comment) => comment.authorName === 'Iris Photo')!;
      expect(item.photoUrl).toBe(photoUrl);
      // A memory without a photo says so (null), so the page shows no empty frame.
      expect(waiting.items.find((comment) => comment.authorName !== 'Iris Photo')?.photoUrl).toBeNull();
      const publicWall = async () => memoryListSchema.parse((await call('GET', `/api/web/obituaries/${publicId}/memories`)).json()).items;
      await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/${item.id}`, who.helper, { status: 'shown' });
      expect((await publicWall()).find((memory) => memory.authorName === 'Iris Photo')?.photo?.url).toBe(photoUrl);
      await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/comments/${item.id}`, who.family, { status: 'hidden' });
      const after = await publicWall();
      expect(after.some((memory) => memory.authorName === 'Iris Photo' || memory.photo?.url === photoUrl)).toBe(false);
      const hidden = wallCommentListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/comments/hidden`, who.family)).json());
      expect(hidden.items.find((comment) => comment.id === item.id)?.photoUrl).toBe(photoUrl);
    });

    it('changes the settings (primary contact only) and the public wall obeys them', async () => {
      const current = wallSettingsSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/memorial-wall/settings`, who.helper)).json());
      expect(current).toEqual({ moderation: 'APPROVAL', posting: 'ANYONE', photos: true });
      const open = { moderation: 'OPEN', posting: 'ANYONE', photos: true };
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/settings`, who.helper, open), 403);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/settings`, who.family, { ...open, moderation: 'LOOSE' }), 400);
      await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/settings`, who.family, open);
      // Issue 24 §6: saving the settings completes their task.
      const tasks = taskListSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/tasks`, who.family)).json());
      expect(tasks.items.find((task) => task.kind === 'review-wall-settings')?.status).toBe('COMPLETE');
      const memory = { authorName: 'Ann', text: 'Lovely lady.' };
      expect((await call('POST', `/api/web/obituaries/${publicId}/memories`, undefined, memory)).json().status).toBe('APPROVED');
      await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/settings`, who.family, { moderation: 'APPROVAL', posting: 'NOBODY', photos: true });
      expectError(await call('POST', `/api/web/obituaries/${publicId}/memories`, undefined, memory), 403);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-wall/settings`, who.otherSite, open, SECOND_HOST), 404);
    });

    it('turns visitors’ photos off and on (primary contact only), and the public page follows at once', async () => {
      const settings = `/api/family/cases/${who.rosaId}/memorial-wall/settings`;
      const start = wallSettingsSchema.parse((await call('GET', settings, who.family)).json());
      // Read first: the public page is cached, and the change must show at once all the same.
      expect((await publicPage()).wallPhotos).toBe(true);
      const off = { ...start, photos: false };
      // Helper, another family, another site, nobody: refused as for the other settings; nothing changes.
      expect(expectError(await call('POST', settings, who.helper, off), 403).message).toContain('primary contact');
      expectError(await call('POST', settings, who.otherFamily, off), 404);
      expectError(await call('POST', settings, who.otherSite, off, SECOND_HOST), 404);
      expectError(await call('POST', settings, undefined, off), 401);
      expect((await publicPage()).wallPhotos).toBe(true);
      // A missing or wrong value is the field's 400, never a 5xx.
      const missing = expectError(await call('POST', settings, who.family, { moderation: start.moderation, posting: start.posting }), 400);
      expect(missing.fieldErrors?.photos).toBeDefined();
      expectError(await call('POST', settings, who.family, { ...start, photos: 'no' }), 400);
      expect(wallSettingsSchema.parse((await call('POST', settings, who.family, off)).json()).photos).toBe(false);
      expect(wallSettingsSchema.parse((await call('GET', settings, who.helper)).json())).toEqual(off);
      expect((await publicPage()).wallPhotos).toBe(false);
      await call('POST', settings, who.family, start);
      expect((await publicPage()).wallPhotos).toBe(true);
    });
  });

  describe('theme', () => {
    it('lists stock themes, sets one by id or from a family photo, and the public page wears it', async () => {
      const themes = stockThemeListSchema.parse((await call('GET', '/api/family/media/albums/stock/themes', who.helper)).json());
      expect(themes.items.length).toBeGreaterThanOrEqual(3);
      expectError(await call('GET', '/api/family/media/albums/stock/themes'), 401);
      // Read first: the public page is cached, and the change must show at once all the same.
      expect((await publicPage()).theme?.id).not.toBe(themes.items[1]!.id);
      const chosen = caseThemeSchema.parse(
        (await call('POST', `/api/family/cases/${who.rosaId}/memorial-theme?mediaId=${themes.items[1]!.id}`, who.helper)).json(),
      );
      expect(chosen.theme?.id).toBe(themes.items[1]!.id);
      expect((await publicPage()).theme?.id).toBe(themes.items[1]!.id);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-theme?mediaId=stock-nope`, who.helper), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/memorial-theme`, who.helper), 400);
      const photos = (await call('GET', `/api/family/cases/${who.rosaId}/photos`, who.family)).json().items as { id: number; url: string }[];
      const custom = caseThemeSchema.parse(
        (await call('PUT', `/api/family/cases/${who.rosaId}/memorial-theme`, who.family, { mediaId: photos[0]!.id, name: 'Her classroom', scrim: 0.7 })).json(),
      );
      expect(custom.theme).toMatchObject({ name: 'Her classroom', imageUrl: photos[0]!.url, scrim: 0.7 });
      expect((await publicPage()).theme?.name).toBe('Her classroom');
      // Too light a scrim would fail WCAG AA over a bright photo.
      expectError(await call('PUT', `/api/family/cases/${who.rosaId}/memorial-theme`, who.family, { mediaId: photos[0]!.id, scrim: 0.1 }), 400);
      expectError(await call('PUT', `/api/family/cases/${who.rosaId}/memorial-theme`, who.otherFamily, { mediaId: photos[0]!.id }), 404);
      expectError(await call('POST', `/api/family/cases/${who.haroldId}/memorial-theme?mediaId=${photos[0]!.id}`, who.otherFamily), 404);
    });
  });

  describe('stationery', () => {
    it('draws the pieces from the case, takes pinned comments, and is approved by the primary contact only', async () => {
      const stationery = stationerySchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/stationery`, who.helper)).json());
      expect(stationery.items.map((item) => item.type)).toEqual(['memorial-folder', 'prayer-card', 'thank-you-card']);
      expect(stationery.items[0]!.pages[0]!.heading).toBe('Rosa Inés Morales');
      expect(stationery.approval).toMatchObject({ approved: false, outOfDate: false });
      expect(stationery.comments).toHaveLength(1);
      const comment = reviewCommentSchema.parse(
        (
          await call('POST', `/api/family/cases/${who.rosaId}/stationery/comment?itemType=memorial-folder&pageType=inside`, who.helper, {
            text: 'Add the reception.',
          })
        ).json(),
      );
      expect(comment).toMatchObject({ itemType: 'memorial-folder', pageType: 'inside', authorName: 'Elena Morales' });
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/stationery/comment?itemType=poster&pageType=inside`, who.helper, { text: 'x' }), 400);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/stationery/comment?itemType=prayer-card&pageType=front`, who.helper, { text: ' ' }), 400);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/stationery/approve`, who.helper), 403);
      // Open change requests: approving over them is asked first (issue 43 point 5).
      const asked = expectError(await call('POST', `/api/family/cases/${who.rosaId}/stationery/approve`, who.family), 409);
      expect(asked.message).toContain('Elena Morales asked: “Add the reception.” Approve anyway?');
      const approved = stationerySchema.parse(
        (await call('POST', `/api/family/cases/${who.rosaId}/stationery/approve`, who.family, { overrideOpenRequests: true })).json(),
      );
      expect(approved.approval).toMatchObject({ approved: true, approvedBy: 'Jordan Morales' });
      expect(await taskStatus('review-stationery')).toBe('COMPLETE');
      // The obituary changes: the approval is out of date.
      const obituary = caseObituarySchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/obituary`, who.family)).json());
      await call('POST', `/api/family/cases/${who.rosaId}/obituary`, who.family, { text: `${obituary.text}\n\nOne more line.`, revision: obituary.revision });
      const after = stationerySchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/stationery`, who.family)).json());
      expect(after.approval).toMatchObject({ approved: false, outOfDate: true });
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/stationery`, who.otherFamily), 404);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/stationery/approve`, who.otherSite, undefined, SECOND_HOST), 404);
    });
  });

  describe('tribute video', () => {
    it('is built from the photos and music, takes timed comments, and is approved by the primary contact only', async () => {
      const video = videoSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/video`, who.helper)).json());
      expect(video.slides.length).toBeGreaterThan(0);
      expect(video.durationSeconds).toBe(video.slides.length * video.secondsPerSlide);
      expect(video.musicUrl).not.toBeNull();
      const comment = reviewCommentSchema.parse(
        (await call('POST', `/api/family/cases/${who.rosaId}/video/comment`, who.helper, { text: 'Longer on this one', atSeconds: 7 })).json(),
      );
      expect(comment.atSeconds).toBe(7);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/video/comment`, who.helper, { text: 'x', atSeconds: -1 }), 400);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/video/approve`, who.helper), 403);
      const approved = videoSchema.parse((await call('POST', `/api/family/cases/${who.rosaId}/video/approve`, who.family)).json());
      expect(approved.approval.approved).toBe(true);
      expect(approved.comments).toHaveLength(1);
      expect(await taskStatus('review-video')).toBe('COMPLETE');
      expectError(await call('GET', `/api/family/cases/${who.rosaId}/video`, who.otherFamily), 404);
      expectError(await call('POST', `/api/family/cases/${who.haroldId}/video/approve`, who.otherFamily), 409);
      expectError(await call('POST', `/api/family/cases/${who.rosaId}/video/comment`, who.otherSite, { text: 'x', atSeconds: 1 }, SECOND_HOST), 404);
    });

    it('plays on the public memorial-video page only while the approval is current', async () => {
      const video = videoSchema.parse((await call('POST', `/api/family/cases/${who.rosaId}/video/approve`, who.family)).json());
      const carried = (await publicPage()).video;
      expect(carried).toMatchObject({ musicUrl: video.musicUrl, secondsPerSlide: video.secondsPerSlide, approvedAt: video.approval.approvedAt });
      expect(carried!.photos.map(({ url, width, height, caption }) => ({ url, width, height, caption }))).toEqual(
        video.slides.map(({ url, width, height, caption }) => ({ url, width, height, caption })),
      );
      expect(carried!.photos.every((photo) => photo.alt.length > 0)).toBe(true);
      // A caption changed after approval: the public page stops playing it until approved again.
      const photos = (await call('GET', `/api/family/cases/${who.rosaId}/photos`, who.family)).json().items as { id: number; caption: string }[];
      const edited = await call('PATCH', `/api/family/cases/${who.rosaId}/photos/${photos[0]!.id}`, who.helper, { caption: `${photos[0]!.caption} (1962)` });
      expect(edited.statusCode).toBe(200);
      expect(videoSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/video`, who.family)).json()).approval.outOfDate).toBe(true);
      expect((await publicPage()).video).toBeNull();
      await call('POST', `/api/family/cases/${who.rosaId}/video/approve`, who.family);
      expect((await publicPage()).video!.photos[0]!.caption).toBe(`${photos[0]!.caption} (1962)`);
    });
  });
});

import { apiErrorSchema, BUILDER_API, builderDraftSchema, renderContextSchema, savedDraftSchema, type RenderContext } from '@keepsake/shared/contract';
import { readMigrations } from '../../../db/migrate';
import { DEMO_STAFF } from '../../../seed/users';
import { createTestApp, DEMO_HOST, signedInHeaders, type TestApp } from '../../../testing/test-app';

// Issue 42: a draft may hold a picture nobody described yet; the API refuses to publish it (422 naming the
// module), and publishes a described or explicitly decorative one.
describe('publishing pictures: described, decorative, or refused', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  // The seed's draft: each test starts its change from it.
  let seeded: RenderContext;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInHeaders(t.app, DEMO_STAFF);
    seeded = (await readDraft()).context;
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const readDraft = async () => builderDraftSchema.parse((await inject('GET', BUILDER_API.draft, staff)).json());
  const approved = async () => renderContextSchema.parse((await inject('GET', '/api/web/render-context/approved', DEMO_HOST)).json());
  const uploaded = { src: '/api/media/site-willowbrook/0/new-1600.webp', width: 1600, height: 900 };
  const withMedia = (context: RenderContext, image: { alt: string; decorative?: boolean }): RenderContext => {
    const copy = structuredClone(context);
    copy.pages['/']!.modules.unshift({ id: 'new-media', type: 'media', media: { id: 'new-media-image', kind: 'image', ...uploaded, ...image } });
    return copy;
  };
  const save = async (context: RenderContext) => {
    const { revision } = await readDraft();
    const response = await inject('PUT', BUILDER_API.draft, staff, { baseRevision: revision, context });
    expect(response.statusCode).toBe(200);
    return savedDraftSchema.parse(response.json()).revision;
  };
  const liveMedia = async () => {
    const media = (await approved()).pages['/']!.modules.find((m) => m.id === 'new-media');
    return media?.type === 'media' && media.media.kind === 'image' ? media.media : undefined;
  };

  it('the seed describes its pictures and marks only the hero backdrops decorative: it publishes as it is', async () => {
    const context = seeded;
    const hero = context.pages['/']!.modules.find((m) => m.id === 'home-hero');
    expect(hero?.type === 'hero' && hero.image).toMatchObject({ alt: '', decorative: true });
    const revision = await save(context);
    expect((await inject('POST', BUILDER_API.publish, staff, { baseRevision: revision })).statusCode).toBe(200);
  });

  it('saves an undescribed picture in the draft, but refuses to publish it, naming the module and the field', async () => {
    const context = seeded;
    const revision = await save(withMedia(context, { alt: '' }));
    const refused = await inject('POST', BUILDER_API.publish, staff, { baseRevision: revision });
    expect(refused.statusCode).toBe(422);
    const body = apiErrorSchema.parse(refused.json());
    expect(body.message).toBe(
      'Describe each picture for people who cannot see it, or mark it as decorative, before publishing: Willowbrook Funeral Home (/) › Media.',
    );
    expect(body.fieldErrors).toEqual({ 'pages./.modules.new-media.media': 'Describe the picture for people who cannot see it, or mark it as decorative.' });
    // Nothing changed: not the live site, not the draft's revision (a later publish still names it).
    expect(await liveMedia()).toBeUndefined();
    expect((await readDraft()).revision).toBe(revision);
    // Blank space is no description either.
    const blank = await save(withMedia(context, { alt: '   ' }));
    expect((await inject('POST', BUILDER_API.publish, staff, { baseRevision: blank })).statusCode).toBe(422);
  });

  it('a share picture of a page counts too', async () => {
    const context = seeded;
    const copy = structuredClone(context);
    copy.pages['/']!.shareImage = { id: 'share', ...uploaded, alt: '' };
    const refused = await inject('POST', BUILDER_API.publish, staff, { baseRevision: await save(copy) });
    expect(refused.statusCode).toBe(422);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(/: Willowbrook Funeral Home \(\/\) › Share picture\.$/);
  });

  it('publishes a described picture with its alt, and a decorative one marked so', async () => {
    const context = seeded;
    const described = await inject('POST', BUILDER_API.publish, staff, { baseRevision: await save(withMedia(context, { alt: 'The new chapel doors' })) });
    expect(described.statusCode).toBe(200);
    expect(await liveMedia()).toMatchObject({ alt: 'The new chapel doors' });
    const decorative = await inject('POST', BUILDER_API.publish, staff, { baseRevision: await save(withMedia(context, { alt: '', decorative: true })) });
    expect(decorative.statusCode).toBe(200);
    expect(await liveMedia()).toMatchObject({ alt: '', decorative: true });
  });
});

describe('migration 980: an empty alt stops meaning decorative', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks hero backdrops decorative, leaves other empty alts as "needs a description" and descriptions alone', async () => {
    const [row] = await t.app.database.query<{ document: RenderContext }>(
      "SELECT document FROM site_context WHERE site_id = 'site-willowbrook' AND version = 'draft'",
    );
    const old = structuredClone(row!.document);
    // The document as it was before issue 42: no decorative marks; a media picture uploaded and never described.
    for (const page of Object.values(old.pages)) for (const module of page.modules) if (module.type === 'hero' && module.image) delete module.image.decorative;
    old.pages['/']!.modules.push({
      id: 'old-media',
      type: 'media',
      media: { id: 'old-media-image', kind: 'image', src: '/x.webp', alt: '', width: 10, height: 10 },
    });
    await t.app.database.query("UPDATE site_context SET document = $1 WHERE site_id = 'site-willowbrook' AND version = 'draft'", [JSON.stringify(old)]);

    const migration = readMigrations().find((file) => file.name.startsWith('980-'));
    await t.app.database.withTransaction((tx) => tx.exec(migration!.sql));

    const [after] = await t.app.database.query<{ document: RenderContext }>(
      "SELECT document FROM site_context WHERE site_id = 'site-willowbrook' AND version = 'draft'",
    );
    const pages = after!.document.pages;
    const homeHero = pages['/']!.modules.find((m) => m.id === 'home-hero');
    expect(homeHero?.type === 'hero' && homeHero.image).toMatchObject({ alt: '', decorative: true });
    const oldMedia = pages['/']!.modules.find((m) => m.id === 'old-media');
    expect(oldMedia?.type === 'media' && oldMedia.media).toEqual({ id: 'old-media-image', kind: 'image', src: '/x.webp', alt: '', width: 10, height: 10 });
    // Described pictures keep their words, and module order is kept.
    expect(JSON.stringify(pages['/about/our-history'] ?? null)).toBe(JSON.stringify(old.pages['/about/our-history'] ?? null));
    expect(pages['/']!.modules.map((m) => m.id)).toEqual(old.pages['/']!.modules.map((m) => m.id));
  });
});

import {
  apiErrorSchema,
  BUILDER_API,
  builderDraftSchema,
  publicationsSchema,
  publishResultSchema,
  renderContextSchema,
  savedDraftSchema,
  type RenderContext,
} from '@keepsake/shared/contract';
import { DEMO_FAMILY, DEMO_STAFF, SECOND_SITE_STAFF } from '../../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, signedInHeaders, type TestApp } from '../../../testing/test-app';

describe('staff builder API', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInHeaders(t.app, DEMO_STAFF);
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const readDraft = async () => builderDraftSchema.parse((await inject('GET', BUILDER_API.draft, staff)).json());
  const approved = async () => renderContextSchema.parse((await inject('GET', '/api/web/render-context/approved', DEMO_HOST)).json());
  const heroHeading = (context: RenderContext) => {
    const hero = context.pages['/']?.modules.find((m) => m.id === 'home-hero');
    return hero?.type === 'hero' ? hero.heading : undefined;
  };
  const withHeading = (context: RenderContext, heading: string): RenderContext => {
    const copy = structuredClone(context);
    const hero = copy.pages['/']?.modules.find((m) => m.id === 'home-hero');
    if (hero?.type === 'hero') hero.heading = heading;
    return copy;
  };

  it('refuses visitors (401), family (403) and staff of another site (401: their session is bound to their own site)', async () => {
    const family = await signedInHeaders(t.app, DEMO_FAMILY);
    const other = await signedInHeaders(t.app, SECOND_SITE_STAFF, { signInHost: SECOND_HOST });
    const { context } = await readDraft();
    for (const [method, url, payload] of [
      ['GET', BUILDER_API.draft, undefined],
      ['PUT', BUILDER_API.draft, { baseRevision: 0, context }],
      ['POST', BUILDER_API.publish, { baseRevision: 0 }],
      ['GET', BUILDER_API.publications, undefined],
      ['POST', BUILDER_API.rollback(1), undefined],
    ] as const) {
      expect((await inject(method, url, DEMO_HOST, payload)).statusCode).toBe(401);
      const refused = await inject(method, url, family, payload);
      expect(refused.statusCode).toBe(403);
      expect(apiErrorSchema.parse(refused.json()).message).toBe('Only staff of this funeral home can see the draft website.');
      expect((await inject(method, url, other, payload)).statusCode).toBe(401);
    }
  });

  it('saves the draft (render-context/draft reads it) and leaves the live site alone', async () => {
    const draft = await readDraft();
    const saved = await inject('PUT', BUILDER_API.draft, staff, { baseRevision: draft.revision, context: withHeading(draft.context, 'Saved in the studio') });
    expect(saved.statusCode).toBe(200);
    expect(savedDraftSchema.parse(saved.json()).revision).toBe(draft.revision + 1);
    const served = renderContextSchema.parse((await inject('GET', '/api/web/render-context/draft', staff)).json());
    expect(heroHeading(served)).toBe('Saved in the studio');
    expect(heroHeading(await approved())).toBe('Honoring every life with dignity and care');
  });

  it('answers 409 with a message when someone saved since (version check), and keeps their save', async () => {
    const draft = await readDraft();
    const first = await inject('PUT', BUILDER_API.draft, staff, { baseRevision: draft.revision, context: withHeading(draft.context, 'First editor') });
    expect(first.statusCode).toBe(200);
    const second = await inject('PUT', BUILDER_API.draft, staff, { baseRevision: draft.revision, context: withHeading(draft.context, 'Second editor') });
    expect(second.statusCode).toBe(409);
    expect(apiErrorSchema.parse(second.json()).message).toMatch(/Someone else saved or published/);
    expect(heroHeading((await readDraft()).context)).toBe('First editor');
    const stalePublish = await inject('POST', BUILDER_API.publish, staff, { baseRevision: draft.revision });
    expect(stalePublish.statusCode).toBe(409);
  });

  it('refuses a bad module value with a 400 naming the field, and saves nothing', async () => {
    const draft = await readDraft();
    const context = structuredClone(draft.context) as unknown as { pages: Record<string, { modules: Record<string, unknown>[] }> };
    const home = context.pages['/'];
    if (!home) throw new Error('no home page');
    home.modules.unshift({ id: 'bad-headline', type: 'headline', text: '' });
    const response = await inject('PUT', BUILDER_API.draft, staff, { baseRevision: draft.revision, context });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.fieldErrors).toEqual({ 'context.pages./.modules.0.text': 'This field is required' });
    expect((await readDraft()).revision).toBe(draft.revision);
  });

  it('publishes the draft atomically, keeps the previous version, and rolls back', async () => {
    const draft = await readDraft();
    const saved = savedDraftSchema.parse(
      (await inject('PUT', BUILDER_API.draft, staff, { baseRevision: draft.revision, context: withHeading(draft.context, 'Published heading') })).json(),
    );
    const before = heroHeading(await approved());
    const published = await inject('POST', BUILDER_API.publish, staff, { baseRevision: saved.revision });
    expect(published.statusCode).toBe(200);
    const result = publishResultSchema.parse(published.json());
    expect(result.publication.publishedBy).toBe(DEMO_STAFF.name);
    expect(heroHeading(await approved())).toBe('Published heading');

    const list = publicationsSchema.parse((await inject('GET', BUILDER_API.publications, staff)).json());
    expect(list[0]).toMatchObject({ id: result.publication.id, rolledBackAt: null });

    const rolledBack = await inject('POST', BUILDER_API.rollback(result.publication.id), staff);
    expect(rolledBack.statusCode).toBe(200);
    expect(heroHeading(await approved())).toBe(before);
    // The draft keeps the work; the rolled-back publish cannot be rolled back twice.
    expect(heroHeading((await readDraft()).context)).toBe('Published heading');
    expect((await inject('POST', BUILDER_API.rollback(result.publication.id), staff)).statusCode).toBe(409);
    expect((await inject('POST', BUILDER_API.rollback(99999), staff)).statusCode).toBe(404);
  });

  it('History says what each publish changed (issue 40.3), also for a publish stored before the summary was', async () => {
    const draft = await readDraft();
    const changed = withHeading(draft.context, 'Summarised heading');
    changed.design.colorPrimary = '#7a2e3b';
    changed.company.phoneNumber = '(555) 999-0000';
    const saved = savedDraftSchema.parse((await inject('PUT', BUILDER_API.draft, staff, { baseRevision: draft.revision, context: changed })).json());
    const before = await approved();
    const result = publishResultSchema.parse((await inject('POST', BUILDER_API.publish, staff, { baseRevision: saved.revision })).json());
    const expected = [
      `Primary colour: “${before.design.colorPrimary}” → “#7a2e3b”`,
      `Phone: “${before.company.phoneNumber}” → “(555) 999-0000”`,
      `${changed.pages['/']!.title} (/): changes Hero: Summarised heading`,
    ];
    expect(result.publication.changes).toEqual(expected);
    const list = async () => publicationsSchema.parse((await inject('GET', BUILDER_API.publications, staff)).json());
    expect((await list())[0]).toMatchObject({ id: result.publication.id, changes: expected });
    await t.app.database.query('UPDATE site_publication SET changes = NULL WHERE id = $1', [result.publication.id]);
    expect((await list())[0]?.changes).toEqual(expected);
  });

  it('a published page move leaves a redirect from the old path; a rollback puts the page back and drops it', async () => {
    const draft = await readDraft();
    const moved = structuredClone(draft.context);
    const [from] = Object.keys(moved.pages).filter((path) => path !== '/');
    const page = moved.pages[from as string];
    delete moved.pages[from as string];
    moved.pages['/moved-by-the-studio'] = page as RenderContext['pages'][string];
    const saved = savedDraftSchema.parse((await inject('PUT', BUILDER_API.draft, staff, { baseRevision: draft.revision, context: moved })).json());
    const result = publishResultSchema.parse((await inject('POST', BUILDER_API.publish, staff, { baseRevision: saved.revision })).json());
    const redirects = async () => (await inject('GET', '/api/web/redirects', DEMO_HOST)).json() as { from: string; to: string }[];
    expect(await redirects()).toContainEqual({ from, to: '/moved-by-the-studio', permanent: true });
    // Another site's redirects are untouched.
    expect((await inject('GET', '/api/web/redirects', SECOND_HOST)).json()).toEqual([{ from: '/old-home', to: '/', permanent: true }]);

    expect((await inject('POST', BUILDER_API.rollback(result.publication.id), staff)).statusCode).toBe(200);
    const after = await redirects();
    expect(after.some((r) => r.from === from)).toBe(false);
    expect(after).toContainEqual({ from: '/moved-by-the-studio', to: from, permanent: true });
  });
});

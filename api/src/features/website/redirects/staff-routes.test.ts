import { BUILDER_REDIRECTS_API, staffRedirectSchema, staffRedirectsSchema } from '@keepsake/shared/contract';
import { DEMO_FAMILY, DEMO_STAFF, SECOND_SITE_STAFF } from '../../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, signedInHeaders, type TestApp } from '../../../testing/test-app';

describe('staff redirects API', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInHeaders(t.app, DEMO_STAFF);
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: BUILDER_REDIRECTS_API.list, headers, payload });
  const publicList = async (headers = DEMO_HOST) => (await t.app.inject({ method: 'GET', url: '/api/web/redirects', headers })).json() as { from: string }[];

  it('refuses visitors (401), family (403) and another site’s staff, before reading the body', async () => {
    expect((await post(DEMO_HOST, { from: 'bad' })).statusCode).toBe(401);
    const family = await signedInHeaders(t.app, DEMO_FAMILY);
    expect((await post(family, { from: '/a', to: '/b' })).statusCode).toBe(403);
    const other = await signedInHeaders(t.app, SECOND_SITE_STAFF, { signInHost: SECOND_HOST });
    expect([401, 403]).toContain((await t.app.inject({ method: 'GET', url: BUILDER_REDIRECTS_API.list, headers: other })).statusCode);
  });

  it('adds a redirect the public list serves at once, and removes it', async () => {
    const created = await post(staff, { from: '/grief-group', to: '/grief-support' });
    expect(created.statusCode).toBe(201);
    const redirect = staffRedirectSchema.parse(created.json());
    expect(await publicList()).toContainEqual({ from: '/grief-group', to: '/grief-support', permanent: true });
    expect((await publicList(SECOND_HOST)).some((r) => r.from === '/grief-group')).toBe(false);
    expect((await post(staff, { from: '/grief-group', to: '/' })).statusCode).toBe(409);

    const list = staffRedirectsSchema.parse((await t.app.inject({ method: 'GET', url: BUILDER_REDIRECTS_API.list, headers: staff })).json());
    expect(list.map((r) => r.id)).toContain(redirect.id);
    expect((await t.app.inject({ method: 'DELETE', url: BUILDER_REDIRECTS_API.one(redirect.id), headers: staff })).statusCode).toBe(204);
    expect((await publicList()).some((r) => r.from === '/grief-group')).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: BUILDER_REDIRECTS_API.one(redirect.id), headers: staff })).statusCode).toBe(404);
  });

  it('is no open redirect: an address elsewhere must be on an allowed origin; bad input is a 400 naming the field', async () => {
    const evil = await post(staff, { from: '/donate', to: 'https://evil.example/phish' });
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ fieldErrors: { to: expect.any(String) } });
    expect((await post(staff, { from: '/donate', to: '//evil.example' })).statusCode).toBe(400);
    expect((await post(staff, { from: '/donate', to: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await post(staff, { from: 'donate', to: '/' })).statusCode).toBe(400);
    const trusted = await post(staff, { from: '/donate', to: 'https://www.willowbrook-memorial-trust.example/give' });
    expect(trusted.statusCode).toBe(201);
  });
});

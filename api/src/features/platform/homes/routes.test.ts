import { and, eq } from 'drizzle-orm';
import { apiErrorSchema, createdHomeSchema, homeListSchema, homeSchema } from '@keepsake/shared/contract';
import { TEST_PLATFORM_TOKEN } from '../../../config';
import { arrItems } from '../../arrangement/tables';
import { user } from '../../auth/tables';
import { mailOutbox } from '../../../db/mail-outbox';
import { createTestApp, DEMO_HOST, SECOND_HOST, signIn, type TestApp, edgeHost } from '../../../testing/test-app';

// Issue 27 point 2: a new home in one call, and everything it gets is its own.
const OPERATOR = { authorization: `Bearer ${TEST_PLATFORM_TOKEN}` };
const THIRD = edgeHost('third.keepsake.test');
const NEW_HOME = {
  host: 'Third.Keepsake.Test',
  name: 'Oak Hill Chapel',
  ownerEmail: 'Owner@OakHill.test',
  ownerName: 'Ada Owner',
  publicOrigin: 'http://third.keepsake.test:3000',
};

describe('platform homes', () => {
  let t: TestApp;
  let created: ReturnType<typeof createdHomeSchema.parse>;
  let ownerLink: URL;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/platform/homes', headers: OPERATOR, payload: NEW_HOME });
    expect(response.statusCode).toBe(201);
    created = createdHomeSchema.parse(response.json());
    const [mail] = await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.siteId, created.home.id));
    expect(mail?.toAddress).toBe('owner@oakhill.test');
    ownerLink = new URL((mail!.links as string[])[0]!);
  });
  afterAll(() => t.close());

  it('answers only to the operator token: none, a wrong one, or a home staff session are refused', async () => {
    const staff = await signIn(t.app, DEMO_HOST, 'staff@willowbrook.test', 'keepsake-demo-staff');
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { ...DEMO_HOST, authorization: `Bearer ${staff}` }]) {
      for (const [method, url] of [
        ['GET', '/api/platform/homes'],
        ['POST', '/api/platform/homes'],
        ['POST', `/api/platform/homes/${created.home.id}/suspend`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers, payload: method === 'POST' ? NEW_HOME : undefined });
        expect(response.statusCode).toBe(401);
      }
    }
  });

  it('creates the site on its host with a starter website, price list, planning form and the owner invited', async () => {
    expect(created.home).toMatchObject({ name: 'Oak Hill Chapel', slug: 'oak-hill-chapel', hosts: ['third.keepsake.test'], active: true });
    const context = await t.app.inject({ url: '/api/web/render-context/approved', headers: THIRD });
    expect(context.statusCode).toBe(200);
    expect(context.json().company.name).toBe('Oak Hill Chapel');
    expect(JSON.stringify(context.json())).not.toMatch(/Willowbrook|Harborview/);
    const fields = await t.app.inject({ url: '/api/web/planning/fields', headers: THIRD });
    expect(fields.statusCode).toBe(200);
    const prices = await t.app.database.db.select({ name: arrItems.name }).from(arrItems).where(eq(arrItems.siteId, created.home.id));
    expect(prices.length).toBeGreaterThan(3);
    // The mail's link is on the home's own origin and opens the password form.
    expect(ownerLink.origin).toBe('http://third.keepsake.test:3000');
    expect(ownerLink.pathname).toBe('/studio');
    const [owner] = await t.app.database.db
      .select()
      .from(user)
      .where(and(eq(user.email, 'owner@oakhill.test'), eq(user.siteId, created.home.id)));
    expect(owner?.role).toBe('staff');
  });

  it('lets the owner choose a password on the new host only, then sign in there and nowhere else', async () => {
    const token = ownerLink.searchParams.get('reset')!;
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/staff/password/reset',
      headers: DEMO_HOST,
      payload: { token, password: 'oak-hill-owner-pass-1' },
    });
    expect(elsewhere.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/staff/password/reset',
      headers: THIRD,
      payload: { token, password: 'oak-hill-owner-pass-1' },
    });
    expect(reset.statusCode).toBe(204);
    const session = await signIn(t.app, THIRD, 'owner@oakhill.test', 'oak-hill-owner-pass-1');
    const me = await t.app.inject({ url: '/api/auth/session', headers: { ...THIRD, authorization: `Bearer ${session}` } });
    expect(me.json().user).toMatchObject({ email: 'owner@oakhill.test', role: 'staff' });
    // The same session is nobody on the other homes.
    for (const host of [DEMO_HOST, SECOND_HOST]) {
      const other = await t.app.inject({ url: '/api/auth/session', headers: { ...host, authorization: `Bearer ${session}` } });
      expect(other.json().user).toBeNull();
    }
    const wrongHome = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: DEMO_HOST,
      payload: { email: 'owner@oakhill.test', password: 'oak-hill-owner-pass-1' },
    });
    expect(wrongHome.statusCode).toBe(401);
    // And another home's staff are nobody here: their cases and drafts stay theirs.
    const willowStaff = await signIn(t.app, DEMO_HOST, 'staff@willowbrook.test', 'keepsake-demo-staff');
    const cases = await t.app.inject({ url: '/api/family/cases', headers: { ...THIRD, authorization: `Bearer ${willowStaff}` } });
    expect(cases.statusCode).toBe(401);
    const ownCases = await t.app.inject({ url: '/api/family/cases', headers: { ...THIRD, authorization: `Bearer ${session}` } });
    expect(ownCases.statusCode).toBe(200);
    expect(ownCases.json().items).toEqual([]);
    // The starter price list is published: the owner reads it (a case can be priced from day one).
    const catalogue = await t.app.inject({ url: '/api/staff/catalogue', headers: { ...THIRD, authorization: `Bearer ${session}` } });
    expect(catalogue.statusCode).toBe(200);
    expect(JSON.stringify(catalogue.json())).toContain('Memorial folders (100)');
  });

  it('refuses a taken host or owner email and bad input with the field and its message', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/platform/homes',
      headers: OPERATOR,
      payload: { ...NEW_HOME, ownerEmail: 'someone@else.test' },
    });
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).fieldErrors?.host).toBe('This host already belongs to a funeral home.');
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/platform/homes',
      headers: OPERATOR,
      payload: { ...NEW_HOME, host: 'fourth.keepsake.test', ownerEmail: 'staff@willowbrook.test', publicOrigin: undefined },
    });
    expect(email.statusCode).toBe(409);
    expect(apiErrorSchema.parse(email.json()).fieldErrors?.ownerEmail).toBe('This email address already has an account.');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/platform/homes',
      headers: OPERATOR,
      payload: { host: 'not a host', name: '', ownerEmail: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json()).fieldErrors ?? {})).toEqual(expect.arrayContaining(['host', 'name', 'ownerEmail']));
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/platform/homes',
      headers: OPERATOR,
      payload: { ...NEW_HOME, host: 'fifth.keepsake.test', ownerEmail: 'x@fifth.test', publicOrigin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(400);
    expect(apiErrorSchema.parse(foreignOrigin.json()).fieldErrors?.publicOrigin).toMatch(/own host/);
  });

  it('lists every home, and suspends and resumes one: a suspended host answers 503, the others carry on', async () => {
    const list = homeListSchema.parse((await t.app.inject({ url: '/api/platform/homes', headers: OPERATOR })).json());
    expect(list.homes.map((home) => home.name)).toEqual(expect.arrayContaining(['Willowbrook Funeral Home', 'Harborview Memorial Chapel', 'Oak Hill Chapel']));
    const suspended = await t.app.inject({ method: 'POST', url: `/api/platform/homes/${created.home.id}/suspend`, headers: OPERATOR });
    expect(homeSchema.parse(suspended.json()).active).toBe(false);
    const paused = await t.app.inject({ url: '/api/web/render-context/approved', headers: THIRD });
    expect(paused.statusCode).toBe(503);
    expect(paused.headers['x-keepsake-site']).toBe('suspended');
    expect(apiErrorSchema.parse(paused.json()).message).toMatch(/paused/);
    expect((await t.app.inject({ url: '/api/web/render-context/approved', headers: DEMO_HOST })).statusCode).toBe(200);
    const resumed = await t.app.inject({ method: 'POST', url: `/api/platform/homes/${created.home.id}/resume`, headers: OPERATOR });
    expect(homeSchema.parse(resumed.json()).active).toBe(true);
    expect((await t.app.inject({ url: '/api/web/render-context/approved', headers: THIRD })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/platform/homes/site-nope/suspend', headers: OPERATOR });
    expect(unknown.statusCode).toBe(404);
  });
});

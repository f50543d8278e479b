import { BUILDER_PRESENCE_API, presenceSchema } from '@keepsake/shared/contract';
import { sql } from 'drizzle-orm';
import { DEMO_FAMILY, DEMO_STAFF, insertUser, SECOND_SITE_STAFF } from '../../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, signedInHeaders, type TestApp } from '../../../testing/test-app';

describe('who else is in the website draft (issue 26)', () => {
  let t: TestApp;
  let eleanor: Record<string, string>;
  let priya: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const colleague = { name: 'Priya Shah', email: 'priya@willowbrook.test', password: 'priya-password', role: 'staff' as const, siteId: 'site-willowbrook' };
    await insertUser(t.app.database.db, colleague);
    eleanor = await signedInHeaders(t.app, DEMO_STAFF);
    priya = await signedInHeaders(t.app, colleague);
  }, 120_000);
  afterAll(() => t.close());

  const beat = (headers: Record<string, string>, payload: object = { path: '/' }) =>
    t.app.inject({ method: 'PUT', url: BUILDER_PRESENCE_API, headers, payload });
  const others = async (headers: Record<string, string>, path = '/') => {
    const response = await beat(headers, { path });
    expect(response.statusCode).toBe(200);
    return presenceSchema.parse(response.json()).others.map((o) => `${o.name} ${o.path}`);
  };

  it('refuses visitors (401), family (403) and another home’s staff, before reading the body', async () => {
    expect((await beat(DEMO_HOST, { path: 42 })).statusCode).toBe(401);
    const family = await signedInHeaders(t.app, DEMO_FAMILY);
    expect((await beat(family, { path: 42 })).statusCode).toBe(403);
    const otherHome = await signedInHeaders(t.app, SECOND_SITE_STAFF, { signInHost: SECOND_HOST });
    expect([401, 403]).toContain((await beat(otherHome)).statusCode);
    expect([401, 403]).toContain((await t.app.inject({ method: 'DELETE', url: BUILDER_PRESENCE_API, headers: otherHome })).statusCode);
  });

  it('refuses a bad page path with the field’s message (400, never 500)', async () => {
    const bad = await beat(eleanor, { path: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { path: expect.any(String) } });
    expect((await beat(eleanor, { path: '/', extra: true })).statusCode).toBe(400);
  });

  it('shows each staff member the others in the draft (not themselves), and forgets who left or went quiet', async () => {
    expect(await others(eleanor)).toEqual([]);
    expect(await others(priya, '/about')).toEqual(['Eleanor Hartley /']);
    expect(await others(eleanor)).toEqual(['Priya Shah /about']);
    // Another home's staff in their own draft see nobody of this home.
    const harborview = await signedInHeaders(t.app, SECOND_SITE_STAFF, { signInHost: SECOND_HOST, host: SECOND_HOST });
    expect(await others(harborview)).toEqual([]);

    expect((await t.app.inject({ method: 'DELETE', url: BUILDER_PRESENCE_API, headers: priya })).statusCode).toBe(204);
    expect(await others(eleanor)).toEqual([]);

    // A heartbeat older than the stale window is someone who closed the tab without saying so.
    await others(priya);
    await t.app.database.db.execute(
      sql`UPDATE builder_presence SET seen_at = now() - interval '10 minutes' WHERE path = '/' AND user_id <> (SELECT id FROM "user" WHERE email = ${DEMO_STAFF.email})`,
    );
    expect(await others(eleanor)).toEqual([]);
  });
});

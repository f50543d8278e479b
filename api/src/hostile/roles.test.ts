// Issue 37 point 8: a STAFF member (not an owner) published site settings that set frame-ancestors for every
// page (builderOrigins) and the redirect allow-list. They may still edit and publish the site; only an owner
// publishes, or rolls back to, a version that changes those settings.
import { BUILDER_API } from '@keepsake/shared/contract';
import { insertUser } from '../seed/users';
import { DEMO_STAFF } from '../seed/users';
import { createTestApp, DEMO_HOST, signIn, type TestApp } from '../testing/test-app';

const OWNER_ONLY = 'Only an owner of this funeral home can change who may show the site in a frame or where it may redirect visitors.';

describe('hostile: security settings are the owner’s', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const userId = await insertUser(t.app.database.db, {
      name: 'Sam Staff',
      email: 'sam.staff@willowbrook.test',
      password: 'sam-staff-password-123',
      role: 'staff',
      siteId: 'site-willowbrook',
    });
    await t.app.database.query(`INSERT INTO staff_role (user_id, site_id, role) VALUES ($1, 'site-willowbrook', 'STAFF')`, [userId]);
    owner = { ...DEMO_HOST, authorization: `Bearer ${await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password)}` };
    staff = { ...DEMO_HOST, authorization: `Bearer ${await signIn(t.app, DEMO_HOST, 'sam.staff@willowbrook.test', 'sam-staff-password-123')}` };
  });
  afterAll(() => t.close());

  type Draft = { revision: number; context: { settings: { builderOrigins: string[]; allowedRedirectOrigins: string[] }; header: { tagline?: string } } };
  const draft = async (): Promise<Draft> => (await t.app.inject({ method: 'GET', url: BUILDER_API.draft, headers: owner })).json();
  const save = async (change: (context: Draft['context']) => void, headers = staff) => {
    const { revision, context } = await draft();
    change(context);
    const saved = await t.app.inject({ method: 'PUT', url: BUILDER_API.draft, headers, payload: { baseRevision: revision, context } });
    expect(saved.statusCode).toBe(200);
    return saved.json().revision as number;
  };
  const publish = (baseRevision: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: BUILDER_API.publish, headers, payload: { baseRevision } });

  it.each([
    ['who may frame the site (builderOrigins)', (context: Draft['context']) => context.settings.builderOrigins.push('https://evil.example')],
    ['where redirects may go', (context: Draft['context']) => context.settings.allowedRedirectOrigins.push('https://evil.example')],
  ])('refuses a STAFF member’s publish that changes %s; the owner publishes it', async (_name, change) => {
    const revision = await save(change);
    const refused = await publish(revision, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWNER_ONLY);
    expect((await publish(revision, owner)).statusCode).toBe(200);
  });

  it('lets a STAFF member publish everything else, but not roll back a security change', async () => {
    const revision = await save((context) => {
      context.header.tagline = 'Serving families since 1952';
    });
    expect((await publish(revision, staff)).statusCode).toBe(200);
    // Rolling back the STAFF member's own publish changes nothing of security: allowed.
    const publications = (await t.app.inject({ method: 'GET', url: BUILDER_API.publications, headers: staff })).json() as { id: number }[];
    expect((await t.app.inject({ method: 'POST', url: BUILDER_API.rollback(publications[0]!.id), headers: staff })).statusCode).toBe(200);
    // The latest live publish now is the owner's, which changed the redirect allow-list: only an owner undoes it.
    const live = (await t.app.inject({ method: 'GET', url: BUILDER_API.publications, headers: staff })).json() as { id: number; rolledBackAt: string | null }[];
    const ownersPublish = live.find((publication) => !publication.rolledBackAt)!;
    const refused = await t.app.inject({ method: 'POST', url: BUILDER_API.rollback(ownersPublish.id), headers: staff });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWNER_ONLY);
    expect((await t.app.inject({ method: 'POST', url: BUILDER_API.rollback(ownersPublish.id), headers: owner })).statusCode).toBe(200);
  });
});

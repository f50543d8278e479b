// Issue 37 point 8: prices and refunds are a permission the owner grants (the MANAGER role); the team and
// the home's staff address are the owners'. One check enforces each route's permission
// (features/case-core/staff-permission.ts); each action is tried here with every role, another home's
// staff, a family member and nobody.
import { staffCatalogueSchema, staffNotificationSettingsSchema } from '@keepsake/shared/contract';
import { insertUser } from '../seed/users';
import { callAs, expectError, signInFamilies, type FamilySignIns } from '../testing/family-sign-in';
import { createTestApp, DEMO_HOST, SECOND_HOST, signIn, type TestApp } from '../testing/test-app';

const MANAGERS = 'Only a manager or an owner of this funeral home can';
const OWNERS = 'Only an owner of this funeral home can';

describe('hostile: staff permissions per action and role', () => {
  let t: TestApp;
  let who: FamilySignIns;
  let call: ReturnType<typeof callAs>;
  let staff = '';
  let manager = '';

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t.app);
    who = await signInFamilies(t.app);
    for (const [name, email, role] of [
      ['Sam Staff', 'sam.staff@willowbrook.test', 'STAFF'],
      ['Mia Manager', 'mia.manager@willowbrook.test', 'MANAGER'],
    ] as const) {
      const userId = await insertUser(t.app.database.db, { name, email, password: 'permission-password-123', role: 'staff', siteId: 'site-willowbrook' });
      await t.app.database.query(`INSERT INTO staff_role (user_id, site_id, role) VALUES ($1, 'site-willowbrook', $2)`, [userId, role]);
    }
    staff = await signIn(t.app, DEMO_HOST, 'sam.staff@willowbrook.test', 'permission-password-123');
    manager = await signIn(t.app, DEMO_HOST, 'mia.manager@willowbrook.test', 'permission-password-123');
  }, 90_000);
  afterAll(() => t.close());

  const category = { name: 'Keepsakes', kind: 'MERCHANDISE', position: 9, displayForFamily: true };

  it('the price list: every member of staff reads it, only a manager or an owner changes it', async () => {
    expect((await call('GET', '/api/staff/catalogue', staff)).statusCode).toBe(200);
    const refused = expectError(await call('POST', '/api/staff/catalogue/categories', staff, category), 403);
    expect(refused.message).toBe(`${MANAGERS} change the price list.`);
    // Refused before its input is read: the same answer for a body that is not valid.
    expect(expectError(await call('POST', '/api/staff/catalogue/categories', staff, { name: '' }), 403).message).toBe(`${MANAGERS} change the price list.`);
    expect(expectError(await call('POST', '/api/staff/catalogue/publish', staff, { effectiveDate: '2030-01-01' }), 403).message).toBe(
      `${MANAGERS} change the price list.`,
    );
    expect((await call('POST', '/api/staff/catalogue/categories', manager, { ...category, name: 'Candles' })).statusCode).toBe(201);
    expect((await call('POST', '/api/staff/catalogue/categories', who.staff, { ...category, name: 'Urns' })).statusCode).toBe(201);
    // Nobody, a family member, another home's staff (an owner there).
    expectError(await call('POST', '/api/staff/catalogue/categories', undefined, category), 401);
    expectError(await call('POST', '/api/staff/catalogue/categories', who.family, category), 403);
    const names = staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.staff)).json()).categories.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Candles', 'Urns']));
    expect(names).not.toContain('Keepsakes');
    const theirs = staffCatalogueSchema.parse((await call('GET', '/api/staff/catalogue', who.otherSite, undefined, SECOND_HOST)).json());
    expect(theirs.categories.map((item) => item.name)).not.toContain('Candles');
  });

  it('a refund: only a manager or an owner of this home', async () => {
    const refund = `/api/family/cases/${who.rosaId}/payments/pay_aaaaaaaaaaaaaaaaaaaa/refund`;
    expect(expectError(await call('POST', refund, staff, { amountCents: 100 }), 403).message).toBe(`${MANAGERS} refund a payment.`);
    // Past the permission, the payment is looked for (none has this id).
    expectError(await call('POST', refund, manager, { amountCents: 100 }), 404);
    expectError(await call('POST', refund, who.staff, { amountCents: 100 }), 404);
    expectError(await call('POST', refund), 401);
    expect(expectError(await call('POST', refund, who.family, { amountCents: 100 }), 403).message).toBe(
      'Only staff of this funeral home can refund a payment.',
    );
    expectError(await call('POST', refund, who.otherSite, { amountCents: 100 }, SECOND_HOST), 404);
    // A shop order's refund alike.
    const orderRefund = '/api/staff/orders/ord_aaaaaaaaaaaaaaaaaaaa/refund';
    expect(expectError(await call('POST', orderRefund, staff, { amountCents: 100 }), 403).message).toBe(`${MANAGERS} refund an order.`);
    // Past the permission, its input is read (this one lacks the refund's key).
    expectError(await call('POST', orderRefund, manager, { amountCents: 100 }), 400);
  });

  it('the team: only an owner invites or removes, a manager no more than staff', async () => {
    const invite = { email: 'new.colleague@example.com', name: 'New Colleague', role: 'MANAGER' };
    for (const token of [staff, manager]) {
      expect(expectError(await call('POST', '/api/staff/team/invitations', token, invite), 403).message).toBe(`${OWNERS} invite staff.`);
      expect(expectError(await call('DELETE', '/api/staff/team/invitations/1', token), 403).message).toBe(`${OWNERS} withdraw an invitation.`);
      expect(expectError(await call('DELETE', '/api/staff/team/members/someone', token), 403).message).toBe(`${OWNERS} remove staff.`);
    }
    // The owner grants the permission by inviting a manager.
    expect((await call('POST', '/api/staff/team/invitations', who.staff, invite)).statusCode).toBe(201);
    expect((await call('GET', '/api/staff/team', manager)).json()).toMatchObject({ you: 'MANAGER' });
    expectError(await call('POST', '/api/staff/team/invitations', who.family, invite), 403);
    expectError(await call('POST', '/api/staff/team/invitations', undefined, invite), 401);
  });

  it('the home’s staff address: only an owner changes it', async () => {
    const settings = staffNotificationSettingsSchema.parse((await call('GET', '/api/staff/notifications', manager)).json());
    expect(settings.canEditHomeAddress).toBe(false);
    const change = { notices: settings.notices, homeAddress: 'desk@example.com' };
    for (const token of [staff, manager]) expectError(await call('PUT', '/api/staff/notifications', token, change), 403);
    expect((await call('PUT', '/api/staff/notifications', who.staff, change)).statusCode).toBe(200);
  });
});

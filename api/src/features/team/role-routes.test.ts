// Issue 37: an owner promotes or demotes a colleague in place, with the invitation's rules: only an owner,
// never one's own role, never the home's last owner; each change says who made it. Each rule is tried with
// the wrong caller: another home's staff (404), a lower role (403), a family member, nobody.
import { STAFF_ROLE_MESSAGES, staffMemberSchema, staffTeamSchema } from '@keepsake/shared/contract';
import { insertUser } from '../../seed/users';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST, signIn } from '../../testing/test-app';
import { keepingAnOwner } from './keep-an-owner';

const PASSWORD = 'role-change-password-123';
const OWNERS = 'Only an owner of this funeral home can change a role.';

describe('changing a colleague’s role (issue 37)', () => {
  const { t, who, call } = signedInApp();
  const ids: Record<'sam' | 'mia' | 'olga', string> = { sam: '', mia: '', olga: '' };
  const tokens: Record<'sam' | 'mia' | 'olga', string> = { sam: '', mia: '', olga: '' };
  let ownerId = '';

  beforeAll(async () => {
    for (const [key, name, role] of [
      ['sam', 'Sam Staff', 'STAFF'],
      ['mia', 'Mia Manager', 'MANAGER'],
      ['olga', 'Olga Owner', 'OWNER'],
    ] as const) {
      const email = `${key}.roles@willowbrook.test`;
      ids[key] = await insertUser(t.app.database.db, { name, email, password: PASSWORD, role: 'staff', siteId: 'site-willowbrook' });
      await t.app.database.query(`INSERT INTO staff_role (user_id, site_id, role) VALUES ($1, 'site-willowbrook', $2)`, [ids[key], role]);
      tokens[key] = await signIn(t.app, DEMO_HOST, email, PASSWORD);
    }
    const team = staffTeamSchema.parse((await call('GET', '/api/staff/team', who.staff)).json());
    ownerId = team.members.find((member) => member.isYou)!.id;
  }, 60_000);

  const roleOf = (userId: string, role: unknown, token?: string, host = DEMO_HOST) =>
    call('PUT', `/api/staff/team/members/${userId}/role`, token, { role }, host);
  const team = async (token = who.staff) => staffTeamSchema.parse((await call('GET', '/api/staff/team', token)).json());

  it('an owner promotes a colleague, who has the new role at once, and the team says who did it', async () => {
    const response = await roleOf(ids.sam, 'MANAGER', who.staff);
    expect(response.statusCode).toBe(200);
    const member = staffMemberSchema.parse(response.json());
    expect(member).toMatchObject({ id: ids.sam, role: 'MANAGER', roleChange: { from: 'STAFF', by: 'Eleanor Hartley' } });
    // Sam's very next request is a manager's: the price list is his to change now.
    expect((await team(tokens.sam)).you).toBe('MANAGER');
    const category = { name: 'Lanterns', kind: 'MERCHANDISE', position: 3, displayForFamily: true };
    expect((await call('POST', '/api/staff/catalogue/categories', tokens.sam, category)).statusCode).toBe(201);
    // Back to staff: the permission is gone as quickly.
    expect((await roleOf(ids.sam, 'STAFF', who.staff)).statusCode).toBe(200);
    expectError(await call('POST', '/api/staff/catalogue/categories', tokens.sam, { ...category, name: 'Lamps' }), 403);
    const listed = (await team()).members.find((item) => item.id === ids.sam)!;
    expect(listed).toMatchObject({ role: 'STAFF', roleChange: { from: 'MANAGER', by: 'Eleanor Hartley' } });
    expect(Number.isNaN(Date.parse(listed.roleChange!.at))).toBe(false);
    // Every change is a row, kept with the names as they were.
    const rows = await t.app.database.query<{ from_role: string; to_role: string; changed_by_name: string }>(
      `SELECT from_role, to_role, changed_by_name FROM staff_role_change WHERE member_user_id = $1 ORDER BY id`,
      [ids.sam],
    );
    expect(rows).toEqual([
      { from_role: 'STAFF', to_role: 'MANAGER', changed_by_name: 'Eleanor Hartley' },
      { from_role: 'MANAGER', to_role: 'STAFF', changed_by_name: 'Eleanor Hartley' },
    ]);
  });

  it('only an owner changes a role: a manager and staff are refused before anything is read', async () => {
    for (const token of [tokens.mia, tokens.sam]) {
      expect(expectError(await roleOf(ids.sam, 'OWNER', token), 403).message).toBe(OWNERS);
      // Not even to make themselves an owner, and a bad body gets the same answer: the permission comes first.
      expect(expectError(await roleOf(ids.mia, 'OWNER', token), 403).message).toBe(OWNERS);
      expect(expectError(await roleOf(ids.sam, 'BOSS', token), 403).message).toBe(OWNERS);
    }
    expect(expectError(await roleOf(ids.sam, 'OWNER', who.family), 403).message).toBe('Only staff of this funeral home can manage the team.');
    expectError(await roleOf(ids.sam, 'OWNER'), 401);
    expect((await team()).members.find((item) => item.id === ids.mia)!.role).toBe('MANAGER');
  });

  it('another home’s owner never finds this home’s staff', async () => {
    expect(expectError(await roleOf(ids.sam, 'OWNER', who.otherSite, SECOND_HOST), 404).message).toBe(STAFF_ROLE_MESSAGES.notFound);
    // Their token is worth nothing on this home's host.
    expectError(await roleOf(ids.sam, 'OWNER', who.otherSite), 401);
    expect((await team()).members.find((item) => item.id === ids.sam)!.role).toBe('STAFF');
  });

  it('nobody changes their own role; bad input gets the field’s message; an unknown member is not found', async () => {
    expect(expectError(await roleOf(ownerId, 'STAFF', who.staff), 409).message).toBe(STAFF_ROLE_MESSAGES.yourself);
    expect(expectError(await roleOf(ids.olga, 'STAFF', tokens.olga), 409).message).toBe(STAFF_ROLE_MESSAGES.yourself);
    expect(Object.keys(expectError(await roleOf(ids.sam, 'BOSS', who.staff), 400).fieldErrors ?? {})).toEqual(['role']);
    expectError(await roleOf('no-such-user', 'STAFF', who.staff), 404);
    // A family account of this home is not staff: not found among the team.
    const family = (await t.app.database.query<{ id: string }>(`SELECT id FROM "user" WHERE email = 'family@willowbrook.test'`))[0]!.id;
    expectError(await roleOf(family, 'OWNER', who.staff), 404);
  });

  it('the home keeps an owner: two owners demoting each other at once leave one, and the last one cannot be demoted', async () => {
    const owners = async () => (await team(tokens.sam)).members.filter((member) => member.role === 'OWNER').map((member) => member.id);
    expect((await owners()).sort()).toEqual([ownerId, ids.olga].sort());
    const answers = await Promise.all([roleOf(ids.olga, 'STAFF', who.staff), roleOf(ownerId, 'STAFF', tokens.olga)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // One wins; the other is refused, as the last owner (409) or, once demoted, as no owner (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const left = await owners();
    expect(left).toHaveLength(1);

    // The one left is the home's last owner: the guard every demotion and removal runs under refuses.
    await expect(keepingAnOwner(t.app.database.db, 'site-willowbrook', left[0]!, async () => 'changed')).rejects.toMatchObject({
      statusCode: 409,
      message: STAFF_ROLE_MESSAGES.lastOwner,
    });
    // An owner may still demote another owner while one stays.
    const [winner, other] = left[0] === ownerId ? [who.staff, ids.olga] : [tokens.olga, ownerId];
    expect((await roleOf(other, 'OWNER', winner)).statusCode).toBe(200);
    expect((await roleOf(other, 'MANAGER', winner)).statusCode).toBe(200);
    expect(await owners()).toEqual(left);
  });
});

// Issue 37 point 4: "first one wins" paths under concurrency. Five sign-ups with one invitation at the same
// moment answered one 201 and four 500s (a unique violation); now one 201 and the rest 409 with the message.
import type { InjectOptions } from 'fastify';
import { apiErrorSchema } from '@keepsake/shared/contract';
import { TEST_PLATFORM_TOKEN } from '../config';
import { hashToken, newToken } from '../lib/mail-links';
import { createTestApp, DEMO_HOST, type TestApp } from '../testing/test-app';

const USED = 'This invitation has already been used. Please sign in.';

describe('hostile: racing first-one-wins writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let address = 1;
  const race = (count: number, request: (i: number) => InjectOptions) =>
    Promise.all(Array.from({ length: count }, (_, i) => t.app.inject({ ...request(i), remoteAddress: `203.0.113.${address++}` })));
  const outcome = (responses: Awaited<ReturnType<typeof race>>) => responses.map((response) => response.statusCode).sort();

  /** A family invitation to the demo's first case, as the primary contact sends one; its raw token. */
  async function familyInvitation(email: string) {
    const token = newToken();
    const [row] = await t.app.database.query<{ id: number }>('SELECT id FROM family_case WHERE site_id = $1 ORDER BY id LIMIT 1', ['site-willowbrook']);
    await t.app.database.query(
      `INSERT INTO case_invitation (case_id, email, name, role, token_hash, invited_by, expires_at) VALUES ($1, $2, 'Racer', 'HELPER', $3, 'Test', now() + interval '1 day')`,
      [row!.id, email, hashToken(token)],
    );
    return token;
  }

  it('signs up one family account from one invitation; the others get 409 with the message', async () => {
    const token = await familyInvitation('racer@example.com');
    const responses = await race(5, () => ({
      method: 'POST',
      url: '/api/family/signup',
      headers: DEMO_HOST,
      payload: { token, name: 'Racer', password: 'a-long-password-123' },
    }));
    expect(outcome(responses)).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(apiErrorSchema.parse(response.json()).message).toBe(USED);
    const accounts = await t.app.database.query(`SELECT id FROM "user" WHERE email = 'racer@example.com'`);
    expect(accounts).toHaveLength(1);
  });

  it('joins one staff member from one staff invitation; the others get 409', async () => {
    const token = newToken();
    await t.app.database.query(
      `INSERT INTO staff_invitation (site_id, email, name, role, token_hash, invited_by, expires_at) VALUES ('site-willowbrook', 'new.staff@example.com', 'New Staff', 'STAFF', $1, 'Owner', now() + interval '1 day')`,
      [hashToken(token)],
    );
    const responses = await race(5, () => ({
      method: 'POST',
      url: '/api/staff/signup',
      headers: DEMO_HOST,
      payload: { token, name: 'New Staff', password: 'a-long-password-123' },
    }));
    expect(outcome(responses)).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(apiErrorSchema.parse(response.json()).message).toBe(USED);
  });

  it('creates one home for one host; the other operators’ calls get 409 naming the host', async () => {
    const responses = await race(4, (i) => ({
      method: 'POST',
      url: '/api/platform/homes',
      headers: { authorization: `Bearer ${TEST_PLATFORM_TOKEN}` },
      payload: { host: 'race.keepsake.test', name: `Race Chapel ${i}`, ownerEmail: `owner${i}@race.test`, publicOrigin: 'http://race.keepsake.test:3000' },
    }));
    expect(outcome(responses)).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(apiErrorSchema.parse(response.json()).message).toBe('This host already belongs to a funeral home.');
    }
  });

  it('answers any unique violation no route expected with a 409, never a 500', async () => {
    const { firstOneWins, uniqueViolation } = await import('../lib/first-one-wins');
    const error = await t.app.database.query(`INSERT INTO site_host (host, site_id) VALUES ('localhost', 'site-willowbrook')`).catch((e: unknown) => e);
    expect(uniqueViolation(error)).toMatch(/site_host/);
    await expect(firstOneWins(() => Promise.reject(error), 'Taken.')).rejects.toMatchObject({ statusCode: 409, message: 'Taken.' });
    await expect(firstOneWins(() => Promise.reject(new Error('other')), 'Taken.')).rejects.toThrow('other');
  });
});

import { desc, eq } from 'drizzle-orm';
import { apiErrorSchema, PLAN_RESUME_GONE_MESSAGE, planDraftSchema, planResumeSentSchema } from '@keepsake/shared/contract';
import { mailOutbox } from '../../db/mail-outbox';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../testing/test-app';
import { planResumeLinks } from './resume-tables';

const draft = { planType: 'pre-plan-self', answers: { contactFirstName: 'Ada', decedentLastName: 'Lovelace' }, lastUrlKey: 'education-profession' };

describe('plan-now: email me a link to finish later (issue 43.8)', () => {
  let t: TestApp;
  let client = 0;
  const nextIp = () => `10.4.0.${(client += 1)}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const ask = (payload: unknown, headers: Record<string, string> = DEMO_HOST, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/web/planning/resume', headers, payload: payload as object, remoteAddress });
  const open = (token: string, headers: Record<string, string> = DEMO_HOST) =>
    t.app.inject({ method: 'POST', url: '/api/web/planning/resume/open', headers, payload: { token }, remoteAddress: nextIp() });
  const lastMailTo = async (address: string) =>
    (await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id)).limit(1))[0];
  const tokenIn = (text: string) => /\/plan-now\?resume=([\w-]+)/.exec(text)?.[1];

  it('mails a link that restores the draft once, on this home only', async () => {
    const response = await ask({ email: 'ada@example.com', draft });
    expect(response.statusCode).toBe(201);
    const sent = planResumeSentSchema.parse(response.json());
    expect(sent.emailedTo).toBe('ada@example.com');
    // Fourteen days from now.
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    const mail = await lastMailTo('ada@example.com');
    expect(mail?.subject).toBe('Finish your plan with Willowbrook Funeral Home');
    const token = tokenIn(mail!.body)!;
    expect(token).toBeDefined();
    // Only the token's hash is stored.
    expect(JSON.stringify(await t.app.database.db.select().from(planResumeLinks))).not.toContain(token);

    // Another home does not know the link (and does not use it up).
    expect(apiErrorSchema.parse((await open(token, SECOND_HOST)).json()).message).toBe(PLAN_RESUME_GONE_MESSAGE);
    const restored = await open(token);
    expect(restored.statusCode).toBe(200);
    expect(planDraftSchema.parse(restored.json())).toEqual(draft);
    // One person, one device: the second opening finds nothing.
    const again = await open(token);
    expect(again.statusCode).toBe(410);
    expect(apiErrorSchema.parse(again.json()).message).toBe(PLAN_RESUME_GONE_MESSAGE);
  });

  it('an expired link restores nothing', async () => {
    await ask({ email: 'late@example.com', draft });
    const token = tokenIn((await lastMailTo('late@example.com'))!.body)!;
    await t.app.database.db
      .update(planResumeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(planResumeLinks.email, 'late@example.com'));
    expect((await open(token)).statusCode).toBe(410);
  });

  it('refuses a bad address with its message, a bad draft and a bad token with 400, never 5xx', async () => {
    const bad = await ask({ email: 'not-an-address', draft });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fieldErrors?.email).toBe('Please enter a valid email address');
    expect((await ask({ email: 'ada@example.com', draft: { ...draft, planType: 'someone' } })).statusCode).toBe(400);
    expect((await ask({ email: 'ada@example.com' })).statusCode).toBe(400);
    expect((await open('short')).statusCode).toBe(400);
  });

  it('limits how many links one address may ask for', async () => {
    const ip = '10.4.9.9';
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push((await ask({ email: `spam${n}@example.com`, draft }, DEMO_HOST, ip)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

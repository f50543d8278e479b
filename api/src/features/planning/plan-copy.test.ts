import { planningReceiptSchema } from '@keepsake/shared/contract';
import { planAnswers } from '../../testing/plan-answers';
import { createTestApp, DEMO_HOST, type TestApp } from '../../testing/test-app';
import { recentMail } from '../../lib/mailer';
import { newPlanReference } from './queries';

// Issue 15 point 10: after submitting, a reference to quote and a copy of the answers by mail.
describe('a submitted plan', () => {
  let t: TestApp;
  let client = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const submit = (fields: Record<string, string>, headers = DEMO_HOST, planType?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/web/planning/submit',
      headers,
      payload: { caseStatus: 'PRE_PLAN', fields, ...(planType ? { planType } : {}) },
      remoteAddress: `10.9.0.${(client += 1)}`,
    });

  it('gets a human-friendly reference, stored with the plan', async () => {
    const response = await submit(planAnswers('ada.copy@example.com'));
    expect(response.statusCode).toBe(201);
    const receipt = planningReceiptSchema.parse(response.json());
    expect(receipt.reference).toMatch(/^PLN-[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{4}$/);
    const [row] = await t.app.database.query<{ reference: string }>('SELECT reference FROM planning_submission WHERE id = $1', [receipt.id]);
    expect(row?.reference).toBe(receipt.reference);
  });

  it('mails a copy of the answers, with the reference, to the person, through the mail interface', async () => {
    const receipt = planningReceiptSchema.parse((await submit(planAnswers('grace.copy@example.com'))).json());
    expect(receipt.emailedTo).toBe('grace.copy@example.com');
    const mail = (await recentMail(t.app.database.db, 'site-willowbrook')).find((row) => row.toAddress === 'grace.copy@example.com');
    expect(mail?.subject).toBe(`Your plan with Willowbrook Funeral Home (reference ${receipt.reference})`);
    expect(mail?.body).toContain(`Your reference is ${receipt.reference}.`);
    expect(mail?.body).toContain('Last name: Lovelace');
    // The option's label, not its stored value; the person's own words verbatim, as text.
    expect(mail?.body).toMatch(/Preferred arrangement: [A-Z][a-z]+ ?\w*/);
    expect(mail?.body).not.toContain('Preferred arrangement: cremation');
    expect(mail?.body).toContain('Bach, and <b>lilies</b>.');
    // Only to this site's outbox.
    expect((await recentMail(t.app.database.db, 'site-harborview')).some((row) => row.toAddress === 'grace.copy@example.com')).toBe(false);
  });

  it('says "About you" to a person planning for themselves and writes dates out (issue 43 point 9)', async () => {
    const self = await submit({ ...planAnswers('self.copy@example.com'), decedentDateOfBirth: '1952-03-14' }, DEMO_HOST, 'pre-plan-self');
    expect(self.statusCode).toBe(201);
    const mail = (await recentMail(t.app.database.db, 'site-willowbrook')).find((row) => row.toAddress === 'self.copy@example.com');
    expect(mail?.body).toContain('About you\n---------\nFirst name: Ada');
    expect(mail?.body).toContain('Date of birth: March 14, 1952');
    expect(mail?.body).not.toMatch(/decedent/i);
    // For someone else, "the person"; an unknown plan type is refused with the field's message.
    await submit(planAnswers('other.copy@example.com'), DEMO_HOST, 'pre-plan-other');
    const other = (await recentMail(t.app.database.db, 'site-willowbrook')).find((row) => row.toAddress === 'other.copy@example.com');
    expect(other?.body).toContain('About the person');
    expect((await submit(planAnswers('odd.copy@example.com'), DEMO_HOST, 'someone')).statusCode).toBe(400);
  });

  it('makes references that differ and avoid misreadable characters', () => {
    const references = new Set(Array.from({ length: 500 }, newPlanReference));
    expect(references.size).toBe(500);
    expect([...references].map((reference) => reference.slice(4)).join('')).not.toMatch(/[015OILSZB]/);
  });

  it('answers 400 with no reference and no mail for an invalid plan', async () => {
    const response = await submit({ ...planAnswers('bad.copy@example.com'), contactEmail: 'nope' });
    expect(response.statusCode).toBe(400);
    expect((await recentMail(t.app.database.db, 'site-willowbrook')).some((row) => row.toAddress === 'nope')).toBe(false);
  });
});

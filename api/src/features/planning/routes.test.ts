import { eq } from 'drizzle-orm';
import { apiErrorSchema, planningAddressSchema, planningReceiptSchema, planningSectionsSchema } from '@keepsake/shared/contract';
import { WILLOWBROOK_SITE } from '../../seed/willowbrook-site';
import { planAnswers } from '../../testing/plan-answers';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../../testing/test-app';
import { PLANNING_RATE_LIMIT, PLANNING_RATE_LIMIT_MESSAGE } from './routes';
import { planningSubmissions } from '../case-core/planning-tables';

// The first name padded: the API stores it trimmed.
const prePlan = { caseStatus: 'PRE_PLAN', fields: { ...planAnswers('ada@example.com'), contactFirstName: ' Ada ' } };

describe('planning API', () => {
  let t: TestApp;
  let client = 0;
  const nextIp = () => `10.1.0.${(client += 1)}`;
  // A fresh PGlite with every migration and the seed: slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const submit = (payload: unknown, headers: Record<string, string> = DEMO_HOST, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/web/planning/submit', headers, payload: payload as object, remoteAddress });
  const storedCount = async () => (await t.app.database.db.select().from(planningSubmissions)).length;

  describe('GET /api/web/planning/fields', () => {
    it("returns the site's sections in wizard order, matching the contract", async () => {
      const response = await t.app.inject({ url: '/api/web/planning/fields', headers: DEMO_HOST });
      expect(response.statusCode).toBe(200);
      const sections = planningSectionsSchema.parse(response.json());
      expect(sections.map((section) => section.name)).toEqual([
        'Contact Information',
        'Decedent Details',
        'Additional Family',
        'Education + Profession',
        'Military',
        'Final Details',
      ]);
      expect(sections.filter((section) => section.decedentDetails).map((section) => section.urlKey)).toEqual(['decedent-details']);
    });

    it("never shows one site's questions on another", async () => {
      const response = await t.app.inject({ url: '/api/web/planning/fields', headers: SECOND_HOST });
      const sections = planningSectionsSchema.parse(response.json());
      expect(sections.map((section) => section.urlKey)).toEqual(['contact-information', 'loved-one']);
      const willowbrook = planningSectionsSchema.parse((await t.app.inject({ url: '/api/web/planning/fields', headers: DEMO_HOST })).json());
      expect(JSON.stringify(willowbrook)).not.toContain('harborviewSeaBurial');
    });
  });

  describe('GET /api/web/planning/address', () => {
    it("returns the site's main location", async () => {
      const response = await t.app.inject({ url: '/api/web/planning/address', headers: DEMO_HOST });
      expect(response.statusCode).toBe(200);
      expect(planningAddressSchema.parse(response.json()).location?.name).toBe('Willowbrook Main Chapel');
    });
  });

  describe('POST /api/web/planning/submit', () => {
    it('stores a pre-plan for the site, trimmed, and answers 201 with a receipt', async () => {
      const response = await submit(prePlan);
      expect(response.statusCode).toBe(201);
      const { id } = planningReceiptSchema.parse(response.json());
      const [row] = await t.app.database.db.select().from(planningSubmissions).where(eq(planningSubmissions.id, id));
      expect(row?.siteId).toBe(WILLOWBROOK_SITE.id);
      expect(row?.caseStatus).toBe('PRE_PLAN');
      // Stored as written (markup stays text), optional questions kept empty.
      expect(row?.fields).toMatchObject({ contactFirstName: 'Ada', finalWishes: 'Bach, and <b>lilies</b>.', familySpouse: '' });
      // The date of passing is only asked at need.
      expect(row?.fields).not.toHaveProperty('decedentDateOfDeath');
    });

    it('requires the date of passing at need', async () => {
      const before = await storedCount();
      const response = await submit({ ...prePlan, caseStatus: 'AT_NEED' });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({ decedentDateOfDeath: 'This field is required' });
      expect(await storedCount()).toBe(before);

      const ok = await submit({ ...prePlan, caseStatus: 'AT_NEED', fields: { ...prePlan.fields, decedentDateOfDeath: '2025-11-20' } });
      expect(ok.statusCode).toBe(201);
    });

    it('refuses a birth date or a date of passing in the future, and a phone number too short', async () => {
      const response = await submit({
        caseStatus: 'AT_NEED',
        fields: { ...prePlan.fields, contactPhone: '555', decedentDateOfBirth: '2999-01-01', decedentDateOfDeath: '2999-01-02' },
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
        contactPhone: 'Please enter a valid format',
        decedentDateOfBirth: 'This date cannot be in the future',
        decedentDateOfDeath: 'This date cannot be in the future',
      });
    });

    it('drops the branch of service when the person did not serve', async () => {
      const response = await submit({ ...prePlan, fields: { ...prePlan.fields, militaryServed: 'no', militaryBranch: 'Navy' } });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      const [row] = await t.app.database.db.select().from(planningSubmissions).where(eq(planningSubmissions.id, id));
      expect(row?.fields).toMatchObject({ militaryServed: 'no' });
      expect(row?.fields).not.toHaveProperty('militaryBranch');
    });

    it('answers 400 with SPEC §5 messages keyed by field id and stores nothing', async () => {
      const before = await storedCount();
      const response = await submit({
        caseStatus: 'PRE_PLAN',
        fields: {
          ...prePlan.fields,
          contactFirstName: '   ',
          contactEmail: 'not-an-email',
          contactPhone: 'call me',
          decedentDisposition: 'sky burial',
          decedentDateOfBirth: 'last spring',
          familyChildren: 'x'.repeat(4001),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
        contactFirstName: 'This field is required',
        contactEmail: 'Please enter a valid email address',
        contactPhone: 'Please enter a valid format',
        decedentDisposition: 'Invalid option selected. Valid options are: burial, cremation, undecided',
        decedentDateOfBirth: 'Please enter a valid format',
        familyChildren: 'Cannot exceed 4000 characters',
      });
      expect(await storedCount()).toBe(before);
    });

    it('answers 400 for a bad case status, a body that is not an object, and drops ids the site does not ask', async () => {
      const status = await submit({ ...prePlan, caseStatus: 'LATER' });
      expect(apiErrorSchema.parse(status.json()).fieldErrors).toEqual({
        caseStatus: 'Invalid option selected. Valid options are: AT_NEED, PRE_PLAN',
      });
      const notObject = await t.app.inject({
        method: 'POST',
        url: '/api/web/planning/submit',
        headers: { ...DEMO_HOST, 'content-type': 'application/json' },
        payload: '"hello"',
        remoteAddress: nextIp(),
      });
      expect(notObject.statusCode).toBe(400);

      const extra = await submit({ ...prePlan, fields: { ...prePlan.fields, harborviewSeaBurial: 'yes' } });
      const { id } = planningReceiptSchema.parse(extra.json());
      const [row] = await t.app.database.db.select().from(planningSubmissions).where(eq(planningSubmissions.id, id));
      expect(row?.fields).not.toHaveProperty('harborviewSeaBurial');
    });

    it("validates against the site's own questions", async () => {
      const response = await submit({ caseStatus: 'PRE_PLAN', fields: { ...prePlan.fields, harborviewSeaBurial: 'perhaps' } }, SECOND_HOST);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
        harborviewSeaBurial: 'Invalid option selected. Valid options are: yes, no',
      });
    });

    it('limits how often one client can submit, with a message a person can read', async () => {
      const ip = '10.1.9.9';
      for (let i = 0; i < PLANNING_RATE_LIMIT.max; i += 1) expect((await submit(prePlan, DEMO_HOST, ip)).statusCode).toBe(201);
      const limited = await submit(prePlan, DEMO_HOST, ip);
      expect(limited.statusCode).toBe(429);
      expect(apiErrorSchema.parse(limited.json()).message).toBe(PLANNING_RATE_LIMIT_MESSAGE);
    });
  });
});

import { casePlanAnswerSchema, caseDetailsSchema, deskCaseDetailSchema, inboxDetailSchema, inboxListSchema } from '@keepsake/shared/contract';
import { expectError, signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST, SECOND_HOST } from '../../testing/test-app';

// Issue 36 §4: "Turn into a case" kept only name, birth date and contact. Every answer of the plan now lands
// in the case: the facts in its details (what the family sees prefilled in Add details) and all of it, as
// answered, in the case's plan record the studio's case page links to.
const FULL_PLAN = {
  caseStatus: 'PRE_PLAN',
  fields: {
    planType: 'pre-plan-self',
    contactFirstName: 'Iris',
    contactLastName: 'Calloway',
    contactEmail: 'iris.calloway@example.com',
    contactPhone: '(555) 313-7788',
    decedentFirstName: 'Iris',
    decedentMiddleName: 'May',
    decedentLastName: 'Calloway',
    decedentPreferredName: 'Birdie',
    decedentDateOfBirth: '1952-03-14',
    decedentBirthplace: 'Savannah, Georgia',
    decedentDisposition: 'cremation',
    familySpouse: 'Walter Calloway',
    familyFather: 'James Hart',
    familyMother: 'Ada Hart (née Bell)',
    familyChildren: 'June Calloway\nPeter Calloway',
    educationHighestLevel: 'bachelors',
    educationSchools: 'Spelman College',
    professionOccupation: 'Librarian',
    professionEmployer: 'Chatham County Library',
    militaryServed: 'yes',
    militaryBranch: 'US Navy',
    militaryYears: '1970 to 1974',
    finalWishes: 'Ella Fitzgerald, and lilies',
    finalOwnWords: 'Tell them I read every book twice.',
    finalContactPreference: 'phone',
  },
};

describe('a plan turned into a case keeps every answer (issue 36 §4)', () => {
  const { t, who, call } = signedInApp();
  let planItemId = '';
  let caseId = 0;

  beforeAll(async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/web/planning/submit', headers: DEMO_HOST, payload: FULL_PLAN, remoteAddress: '10.36.4.1' });
    expect(sent.statusCode).toBe(201);
    const items = inboxListSchema.parse((await call('GET', '/api/staff/inbox', who.staff)).json()).items;
    planItemId = items.find((item) => item.from === 'Iris Calloway')!.id;
    const detail = inboxDetailSchema.parse((await call('GET', `/api/staff/inbox/${planItemId}`, who.staff)).json());
    const created = await call('POST', '/api/staff/cases', who.staff, { ...detail.casePrefill, locationId: '' });
    expect(created.statusCode).toBe(201);
    caseId = deskCaseDetailSchema.parse(created.json()).id;
  });

  it('has no plan record before the item is linked', async () => {
    expect(casePlanAnswerSchema.parse((await call('GET', `/api/staff/cases/${caseId}/plan`, who.staff)).json())).toEqual({ plan: null });
  });

  it('fills the case’s details from the answers, as the family’s Add details reads them', async () => {
    expect((await call('POST', `/api/staff/inbox/${planItemId}/case`, who.staff, { caseId })).statusCode).toBe(200);
    const details = caseDetailsSchema.parse((await call('GET', `/api/family/cases/${caseId}/case-details`, who.staff)).json());
    expect(details.groups).toEqual({
      name: { fullName: 'Iris May Calloway', preferredName: 'Birdie' },
      birth: { birthDate: '1952-03-14', birthPlace: 'Savannah, Georgia' },
      death: { deathDate: '', deathPlace: '' },
      family: { father: 'James Hart', mother: 'Ada Hart (née Bell)', spouse: 'Walter Calloway', children: 'June Calloway\nPeter Calloway' },
      education: { education: "Bachelor's degree\nSpelman College" },
      work: { occupation: 'Librarian', employer: 'Chatham County Library', career: '' },
      military: { branch: 'US Navy', rank: '', serviceYears: '1970 to 1974' },
      wishes: { disposition: 'Cremation', serviceWishes: 'Ella Fitzgerald, and lilies', ownWords: 'Tell them I read every book twice.' },
    });
  });

  it('keeps every answer, labelled as the visitor saw it, in the case’s plan record', async () => {
    const { plan } = casePlanAnswerSchema.parse((await call('GET', `/api/staff/cases/${caseId}/plan`, who.staff)).json());
    expect(plan).toMatchObject({ kind: 'PRE_NEED', from: 'Iris Calloway' });
    // Every answer of the wizard's questions (planType is how the wizard started, kept as the case's kind).
    expect(plan!.answers).toHaveLength(Object.keys(FULL_PLAN.fields).length - 1);
    expect(plan!.answers).toEqual(
      expect.arrayContaining([
        { label: 'Contact Information: Phone', value: '(555) 313-7788' },
        { label: 'Decedent Details: Preferred arrangement', value: 'Cremation' },
        { label: 'Final Details: How should we reach you?', value: 'By phone' },
        { label: 'Final Details: In their own words', value: 'Tell them I read every book twice.' },
      ]),
    );
  });

  it('never overwrites what the family already wrote', async () => {
    const put = await call('PUT', `/api/family/cases/${who.rosaId}/case-details`, who.family, {
      groups: { work: { occupation: 'Seamstress', employer: '', career: '' } },
    });
    expect(put.statusCode).toBe(200);
    expect((await call('POST', `/api/staff/inbox/${planItemId}/case`, who.staff, { caseId: who.rosaId })).statusCode).toBe(200);
    const details = caseDetailsSchema.parse((await call('GET', `/api/family/cases/${who.rosaId}/case-details`, who.family)).json());
    expect(details.groups.work).toEqual({ occupation: 'Seamstress', employer: '', career: '' });
    // A group nobody wrote takes the plan's answers, with the case's own name kept.
    expect(details.groups.name).toEqual({ fullName: 'Rosa Inés Morales', preferredName: 'Birdie' });
  });

  it('answers the plan record only to the home’s own staff', async () => {
    const url = `/api/staff/cases/${caseId}/plan`;
    expectError(await call('GET', url), 401);
    expectError(await call('GET', url, who.family), 403);
    expectError(await call('GET', url, who.helper), 403);
    expectError(await call('GET', url, who.otherSite), 401);
    expectError(await call('GET', url, who.otherSite, undefined, SECOND_HOST), 404);
    expectError(await call('GET', '/api/staff/cases/999999/plan', who.staff), 404);
  });
});

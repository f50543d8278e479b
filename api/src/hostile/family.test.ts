// Hostile: the Family Portal's and the staff's calls under ids and dates they were never meant to see
// (issue 22 point 4). One id rule and one date rule from the contract for every route: an id written any
// other way than plain digits names nothing (404, as SPEC §2's public numeric-id rule), an id past
// PostgreSQL's integer too, an impossible date is a 400 on its field; never a 5xx.
import { apiErrorSchema, invitationSchema } from '@keepsake/shared/contract';
import { recentMail } from '../lib/mailer';
import { SECOND_SITE_STAFF } from '../seed/users';
import { callAs, expectError, signInFamilies, type FamilySignIns, type Method } from '../testing/family-sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';

// Every spelling of "1" that is not "1", and ids that cannot be a row.
const BAD_IDS = ['1e0', '01', '0x1', '1.0', '%201', '+1', '-1', '0', '9999999999'];

interface Case {
  name: string;
  method: Method;
  url: string;
  payload?: unknown;
  status: number;
  // The field the 400 must name, with its message.
  field?: [string, string | RegExp];
}

// Built once the seeded ids are known. `id` is where the bad id goes.
type Family = (ids: FamilySignIns & { taskId: number }) => Case[];

const badIdCases = (name: string, method: Method, url: (id: string) => string, payload?: unknown): Case[] =>
  BAD_IDS.map((id) => ({ name: `${name} ${id}`, method, url: url(id), payload, status: 404 }));

const FAMILIES: [string, Family][] = [
  [
    'cases',
    () => [
      ...badIdCases('GET case', 'GET', (id) => `/api/family/cases/${id}`),
      ...badIdCases('GET members of case', 'GET', (id) => `/api/family/cases/${id}/members`),
    ],
  ],
  [
    'case details',
    ({ rosaId }) => [
      ...badIdCases('GET details of case', 'GET', (id) => `/api/family/cases/${id}/case-details`),
      ...[
        ['birth', 'birthDate', '2026-02-30'],
        ['death', 'deathDate', '2026-11-31'],
        ['birth', 'birthDate', '2025-02-29'],
        ['death', 'deathDate', '2026-13-01'],
        ['birth', 'birthDate', '26-01-01'],
      ].map(([group, field, date]) => ({
        name: `${field} ${date}`,
        method: 'POST' as const,
        url: `/api/family/cases/${rosaId}/case-details`,
        payload: { group, values: { [field!]: date } },
        status: 400,
        field: [`values.${field}`, 'Please enter a valid date'] as [string, string],
      })),
    ],
  ],
  [
    'media and theme',
    ({ rosaId }) => [
      ...badIdCases('GET photos of case', 'GET', (id) => `/api/family/cases/${id}/photos`),
      ...badIdCases('DELETE photo', 'DELETE', (id) => `/api/family/cases/${rosaId}/photos/${id}`),
      ...badIdCases('PATCH song', 'PATCH', (id) => `/api/family/cases/${rosaId}/music/${id}`, { caption: 'x' }),
      ...['9999999999', '01', '1e0', '0x1', '-1', '%201'].map((id) => ({
        name: `POST memorial-theme?mediaId=${id}`,
        method: 'POST' as const,
        url: `/api/family/cases/${rosaId}/memorial-theme?mediaId=${id}`,
        status: 400,
        field: ['mediaId', 'Please choose one of the photos of this case.'] as [string, string],
      })),
      {
        name: 'PUT memorial-theme with media id past int4',
        method: 'PUT',
        url: `/api/family/cases/${rosaId}/memorial-theme`,
        payload: { mediaId: 9_999_999_999 },
        status: 400,
        field: ['mediaId', 'Cannot exceed 2147483647'],
      },
      {
        name: 'PUT photo order with an id past int4',
        method: 'PUT',
        url: `/api/family/cases/${rosaId}/photos/order`,
        payload: { mediaIds: [9_999_999_999] },
        status: 400,
        field: ['mediaIds.0', 'Cannot exceed 2147483647'],
      },
    ],
  ],
  [
    'tasks and invitations',
    ({ rosaId, taskId }) => [
      ...badIdCases('GET tasks of case', 'GET', (id) => `/api/family/cases/${id}/tasks`),
      ...badIdCases('move task', 'POST', (id) => `/api/family/cases/${rosaId}/tasks/${id}/status/IN_PROGRESS`),
      ...badIdCases('suggestions of task', 'GET', (id) => `/api/family/cases/${rosaId}/tasks/${id}/user-suggestions`),
      ...badIdCases('suggestions in case', 'GET', (id) => `/api/family/cases/${id}/tasks/${taskId}/user-suggestions`),
      ...badIdCases('invite to case', 'POST', (id) => `/api/family/cases/${id}/invite`, {
        email: 'a@example.com',
        name: 'A',
        relationship: 'Friend',
        role: 'HELPER',
      }),
    ],
  ],
  [
    'obituary, wall, stationery, video',
    ({ rosaId }) => [
      ...badIdCases('GET obituary of case', 'GET', (id) => `/api/family/cases/${id}/obituary`),
      ...badIdCases('wall comment', 'POST', (id) => `/api/family/cases/${rosaId}/memorial-wall/comments/${id}`, { status: 'shown' }),
      ...badIdCases('wall of case', 'GET', (id) => `/api/family/cases/${id}/memorial-wall/comments/waiting`),
      ...badIdCases('stationery of case', 'GET', (id) => `/api/family/cases/${id}/stationery`),
      ...badIdCases('video of case', 'GET', (id) => `/api/family/cases/${id}/video`),
    ],
  ],
  [
    'arrangements, statement, payments',
    ({ rosaId }) => [
      ...badIdCases('arrangement of case', 'GET', (id) => `/api/family/arrangements/${id}`),
      ...badIdCases('item', 'GET', (id) => `/api/family/arrangements/items/${id}`),
      ...badIdCases('selector', 'GET', (id) => `/api/family/arrangements/items/selectors/${id}`),
      ...badIdCases('template', 'GET', (id) => `/api/family/arrangements/statement/template/${id}`),
      ...badIdCases('package', 'POST', (id) => `/api/family/arrangements/${rosaId}/packages/${id}`),
      ...badIdCases('line', 'PATCH', (id) => `/api/family/arrangements/${rosaId}/lines/${id}`, { quantity: 1 }),
      ...badIdCases('statement of case', 'GET', (id) => `/api/family/cases/${id}/statement`),
      ...badIdCases('payments of case', 'GET', (id) => `/api/family/cases/${id}/payments`),
      ...['1e0', '01', '9999999999'].map((id) => ({
        name: `statement?caseId=${id}`,
        method: 'GET' as const,
        url: `/api/family/arrangements/statement?caseId=${id}`,
        status: 400,
        field: ['caseId', /./] as [string, RegExp],
      })),
      ...['01', '9999999999', '1,0x1'].map((ids) => ({
        name: `price list ids=${ids}`,
        method: 'GET' as const,
        url: `/api/family/company/gpl/items?ids=${ids}`,
        status: 400,
        field: ['ids', 'Please enter a valid format'] as [string, string],
      })),
    ],
  ],
  ['builder', () => badIdCases('roll back publication', 'POST', (id) => `/api/web/builder/publications/${id}/rollback`, {})],
];

describe('hostile: family and staff ids and dates', () => {
  let t: TestApp;
  let ids: FamilySignIns & { taskId: number };
  beforeAll(async () => {
    t = await createTestApp();
    const signIns = await signInFamilies(t.app);
    const tasks = await callAs(t.app)('GET', `/api/family/cases/${signIns.rosaId}/tasks`, signIns.staff);
    ids = { ...signIns, taskId: (tasks.json() as { items: { id: number }[] }).items[0]!.id };
  }, 60_000);
  afterAll(() => t.close());

  describe.each(FAMILIES)('%s', (_family, cases) => {
    it('answers every bad id and date with a 4xx naming the field, never a 5xx', async () => {
      const failures: string[] = [];
      for (const entry of cases(ids)) {
        // Staff of the home open every case, so a refusal here is the id's or the date's, not access.
        const response = await callAs(t.app)(entry.method, entry.url, ids.staff, entry.payload);
        const body = apiErrorSchema.safeParse(response.json());
        const field = entry.field && body.success ? body.data.fieldErrors?.[entry.field[0]] : undefined;
        const fieldOk = !entry.field || (field !== undefined && (typeof entry.field[1] === 'string' ? field === entry.field[1] : entry.field[1].test(field)));
        if (response.statusCode !== entry.status || !body.success || !fieldOk) {
          failures.push(`${entry.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  // Issue 22 point 3: an invitation belongs to the address it was sent to.
  describe('invitations', () => {
    const invite = async (email: string) => {
      const call = callAs(t.app);
      const sent = await call('POST', `/api/family/cases/${ids.haroldId}/invite`, ids.staff, { email, name: 'Guest', relationship: 'Friend', role: 'HELPER' });
      expect(sent.statusCode).toBe(201);
      const [mail] = (await recentMail(t.app.database.db, 'site-willowbrook')).filter((row) => row.toAddress === email);
      return mail!.links[0]!.split('/').pop()!;
    };

    it('another signed-in account cannot accept it: refused, and the case stays closed to it', async () => {
      const token = await invite('cousin.ana@example.com');
      const refused = expectError(await callAs(t.app)('POST', `/api/family/invitation/${token}/accept`, ids.family), 403);
      expect(refused.message).toBe('This invitation was sent to cousin.ana@example.com. Please sign in with that address to accept it.');
      expectError(await callAs(t.app)('GET', `/api/family/cases/${ids.haroldId}`, ids.family), 404);
      // Still open for the person it was sent to.
      expect(invitationSchema.parse((await callAs(t.app)('GET', `/api/family/invitation/${token}`)).json()).status).toBe('PENDING');
    });

    it('reading it does not tell whether the address has an account at another funeral home', async () => {
      const elsewhere = await invite(SECOND_SITE_STAFF.email);
      const nowhere = await invite('nobody.anywhere@example.com');
      const read = async (token: string) => invitationSchema.parse((await callAs(t.app)('GET', `/api/family/invitation/${token}`)).json());
      expect((await read(elsewhere)).hasAccount).toBe(false);
      expect((await read(nowhere)).hasAccount).toBe(false);
      // Signing up with it is refused in the same words as for an account of this home.
      const signUp = expectError(
        await callAs(t.app)('POST', '/api/family/signup', undefined, { token: elsewhere, name: 'Someone', password: 'a-long-password' }),
        409,
      );
      const own = await invite('helper.two@example.com');
      await t.app.database.query(`UPDATE case_invitation SET email = 'family@willowbrook.test' WHERE email = 'helper.two@example.com'`);
      const ownSignUp = expectError(
        await callAs(t.app)('POST', '/api/family/signup', undefined, { token: own, name: 'Someone', password: 'a-long-password' }),
        409,
      );
      expect(signUp.message).toBe(ownSignUp.message);
    });
  });

  it('a real date is still saved', async () => {
    const response = await callAs(t.app)('POST', `/api/family/cases/${ids.rosaId}/case-details`, ids.staff, {
      group: 'birth',
      values: { birthDate: '1944-02-29', birthPlace: 'Alder Falls' },
    });
    expect(response.statusCode).toBe(200);
  });
});

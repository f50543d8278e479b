import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, caseListSchema } from '@keepsake/shared/contract';
import { DEMO_HELPER } from '../seed/family-portal';
import { createTestApp, DEMO_HOST, SECOND_HOST, signIn, type TestApp } from './test-app';

// The seeded people the family API tests act as, signed in, and the two demo cases' ids:
// - family: Rosa's primary contact; helper: a helper on Rosa's case; staff: Willowbrook's staff;
// - otherFamily: Harold's family (same site, not a member of Rosa's case);
// - otherSite: staff of another funeral home (use with SECOND_HOST).
export interface FamilySignIns {
  family: string;
  helper: string;
  staff: string;
  otherFamily: string;
  otherSite: string;
  rosaId: number;
  haroldId: number;
}

export async function signInFamilies(app: FastifyInstance): Promise<FamilySignIns> {
  const [family, helper, staff, otherFamily, otherSite] = await Promise.all([
    signIn(app, DEMO_HOST, 'family@willowbrook.test', 'keepsake-demo-family'),
    signIn(app, DEMO_HOST, DEMO_HELPER.email, DEMO_HELPER.password),
    signIn(app, DEMO_HOST, 'staff@willowbrook.test', 'keepsake-demo-staff'),
    signIn(app, DEMO_HOST, 'martin.benson@willowbrook.test', DEMO_HELPER.password),
    signIn(app, SECOND_HOST, 'staff@harborview.test', 'harborview-demo-staff'),
  ]);
  const cases = caseListSchema.parse((await app.inject({ url: '/api/family/cases', headers: { ...DEMO_HOST, authorization: `Bearer ${staff}` } })).json());
  const idOf = (nameSlug: string) => cases.items.find((item) => item.nameSlug === nameSlug)!.id;
  return { family, helper, staff, otherFamily, otherSite, rosaId: idOf('rosa-ines-morales'), haroldId: idOf('harold-james-benson') };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// One API call as a signed-in person (or nobody), on the demo site unless another host is given.
export const callAs =
  (app: FastifyInstance) =>
  (method: Method, url: string, token?: string, payload?: unknown, host: Record<string, string> = DEMO_HOST) =>
    app.inject({
      method,
      url,
      headers: { ...host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

// An error answer: its status, and a body in the API's error shape.
export function expectError(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return apiErrorSchema.parse(response.json());
}

export interface SignedInApp {
  /** The file's app: `t.app`, `t.close()`; filled in place by beforeAll. */
  t: TestApp;
  /** The seeded people signed in and the demo cases' ids; filled in place by beforeAll. */
  who: FamilySignIns;
  /** One API call as a signed-in person (callAs on this file's app). */
  call: ReturnType<typeof callAs>;
}

/**
 * The preamble of a family or staff API test file, once: a fresh app made in beforeAll (its own database) and
 * closed in afterAll, the seeded people signed in, and `call`. Use it at the top of a describe:
 * `const { t, who, call } = signedInApp();`. `t` and `who` are filled in place when beforeAll runs, so read
 * their fields inside hooks and tests (a later beforeAll of the file runs after this one).
 */
export function signedInApp({ timeout = 180_000, ...options }: Parameters<typeof createTestApp>[0] & { timeout?: number } = {}): SignedInApp {
  const t = {} as TestApp;
  const who = {} as FamilySignIns;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
    Object.assign(who, await signInFamilies(t.app));
  }, timeout);
  afterAll(() => t.close());
  return { t, who, call: (...args) => callAs(t.app)(...args) };
}

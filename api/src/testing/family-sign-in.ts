import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, caseListSchema } from '@keepsake/shared/contract';
import { DEMO_HELPER } from '../seed/family-portal';
import { DEMO_HOST, SECOND_HOST, signIn } from './test-app';

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

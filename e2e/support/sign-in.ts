import { expect, type Page } from '@playwright/test';
import { E2E_URL } from './e2e-env';

export const STAFF = { email: 'staff@willowbrook.test', password: 'keepsake-demo-staff' };
export const FAMILY = { email: 'family@willowbrook.test', password: 'keepsake-demo-family' };

/**
 * Signs `page`'s browser in as `person` through the API (the request the sign-in forms send), without a form:
 * the session cookie lands in the page's context. For every test whose subject is not signing in itself; those
 * use the forms (portal-auth, studio-builder, studio-protocol, many-homes). Issue 38: a form sign-in costs
 * seconds a test on the 2-core machine.
 */
export async function signInThroughApi(page: Page, person: { email: string; password: string }, host = 'localhost') {
  const response = await page.request.post(`${E2E_URL}/api/auth/sign-in/email`, {
    data: person,
    headers: { 'x-host': host, origin: E2E_URL },
  });
  expect(response.status(), `sign-in of ${person.email}: ${await response.text()}`).toBe(200);
}

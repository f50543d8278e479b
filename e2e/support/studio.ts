import type { Page } from '@playwright/test';
import { signInThroughApi, STAFF } from './sign-in';

/**
 * Opens a studio page as the demo home's staff member, signed in through the API (support/sign-in.ts). The studio's
 * own sign-in form has tests of its own (studio-builder, studio-protocol, many-homes, studio-builder-site).
 */
export async function signInStaff(page: Page, path: string) {
  await signInThroughApi(page, STAFF);
  await page.goto(path);
}

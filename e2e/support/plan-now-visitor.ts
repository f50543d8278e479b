import { expect, type Browser } from '@playwright/test';

export interface AtNeedPlan {
  first: string;
  last: string;
  email: string;
  deceasedFirst: string;
}

/**
 * A visitor, in a browser of their own, submits an at-need plan on a home's /plan-now (`origin` for a home
 * of its own; the demo home without it), with answers beyond name and dates that the case must keep (issue
 * 36 §4): a spouse, children, wishes for the service and their own words.
 */
export async function submitAtNeedPlan(browser: Browser, plan: AtNeedPlan, origin = ''): Promise<void> {
  const visit = await browser.newContext();
  const visitor = await visit.newPage();
  await visitor.goto(`${origin}/plan-now`);
  await expect(visitor.getByRole('radio', { name: /A death has occurred/ })).toBeEnabled();
  await visitor.getByRole('radio', { name: /A death has occurred/ }).check();
  await visitor.getByRole('button', { name: 'Begin' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
  await visitor.getByRole('textbox', { name: /First name/ }).fill(plan.first);
  await visitor.getByRole('textbox', { name: /Last name/ }).fill(plan.last);
  await visitor.getByRole('textbox', { name: /Email/ }).fill(plan.email);
  await visitor.getByRole('textbox', { name: /Phone/ }).pressSequentially('5552223344');
  await visitor.getByRole('textbox', { name: /relationship/ }).fill('Daughter');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('textbox', { name: /First name/ }).fill(plan.deceasedFirst);
  await visitor.getByRole('textbox', { name: /Last name/ }).fill(plan.last);
  await visitor.getByLabel(/Date of birth/).fill('1941-03-09');
  await visitor.getByLabel(/Date of passing/).fill('2026-11-20');
  await visitor.getByRole('radio', { name: 'Burial' }).check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('textbox', { name: /Spouse or partner/ }).fill(`Margaret ${plan.last}`);
  await visitor.getByRole('textbox', { name: /Children/ }).fill(`${plan.first} ${plan.last}\nSamuel ${plan.last}`);
  for (let step = 0; step < 3; step += 1) await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('textbox', { name: /Wishes for the service/ }).fill('Amazing Grace, and white lilies');
  await visitor.getByRole('textbox', { name: /In their own words/ }).fill('Keep it short and sing loud.');
  await visitor.getByRole('radio', { name: 'By email' }).check();
  await visitor.getByRole('button', { name: 'Review your plan' }).click();
  await visitor.getByRole('button', { name: 'Submit my plan' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: `Thank you, ${plan.first}` })).toBeVisible();
  await visit.close();
}

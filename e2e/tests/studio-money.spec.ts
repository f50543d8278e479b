import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';
import { E2E_URL } from '../support/e2e-env';

// Issue 25a: staff raise a price and publish a revision effective today; a case made after it gets the new
// price (a signed contract keeping its own is api/src/features/arrangement/staff-catalogue-routes.test.ts's). Staff record a check on a case, refund part of it, and
// the balance shows both. The API calls below carry the signed-in page's cookies (and its origin, as the
// page's own calls do) for what has no page of its own here: adding a line and reading a statement.

const HEADERS = { origin: E2E_URL };
async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, headers: HEADERS, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

interface Statement {
  totals: { totalCents: number };
  lines: { name: string; amountCents: number }[];
  status: string;
}

test('staff raise a price for new cases; a check is recorded and partly refunded', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Vera Lindqvist ${stamp}`;

  await signInStaff(page, '/studio/catalogue');
  await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();

  // Raise the register book to $80.00 and publish a revision effective today.
  await page.getByText('Edit Register book').click();
  const edit = page.locator('form', { has: page.getByRole('button', { name: 'Save Register book' }) });
  await edit.getByLabel(/^Price in dollars/).fill('80.00');
  await edit.getByRole('button', { name: 'Save Register book' }).click();
  await expect(page.getByText(/\$80\.00 once published/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: 'Publish a new price list (0 prices changed)' })).toBeVisible();
  await expect(page.getByText(/\$80\.00 once published/)).toHaveCount(0);

  // A new case made by staff now.
  await page.goto('/studio/cases/new');
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Date of birth/).fill('1941-03-09');
  await page.getByLabel(/^Date of death/).fill('2026-11-21');
  await page.getByLabel(/^Their name/).fill('Nils Lindqvist');
  await page.getByLabel(/^Their email/).fill(`nils.${stamp}@example.com`);
  await page.getByLabel(/^Relationship/).fill('Son');
  await page.getByRole('button', { name: 'Create case and invite' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const caseId = Number(/\/studio\/cases\/(\d+)/.exec(page.url())![1]);

  // The new case is priced at the new price; Rosa's signed statement is as it was signed.
  const catalogue = await api<{ categories: { items: { id: number; name: string }[] }[] }>(page.request, 'GET', '/api/staff/catalogue');
  const book = catalogue.categories.flatMap((category) => category.items).find((item) => item.name === 'Register book')!;
  await api(page.request, 'POST', `/api/family/arrangements/${caseId}/lines`, { itemId: book.id });
  const fresh = await api<Statement>(page.request, 'GET', `/api/family/cases/${caseId}/statement`);
  expect(fresh.lines.find((line) => line.name === 'Register book')?.amountCents).toBe(8_000);
  // The book is taxable: the balance is the total with the home's tax.
  const total = fresh.totals.totalCents;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  // On the new case's page: record check 1042 for $50.00, then refund $20.00 of it; the balance follows.
  await page.reload();
  const money = page.getByRole('region', { name: 'Payments' });
  await expect(money.getByTestId('case-balance')).toHaveText(dollars(total));
  await money.getByRole('radio', { name: 'Check' }).check();
  await money.getByLabel(/^Amount in dollars/).fill('50.00');
  await money.getByLabel(/^Check number/).fill('1042');
  await money.getByRole('button', { name: 'Record payment' }).dblclick();
  await expect(money.getByRole('cell', { name: 'Check 1042', exact: true })).toHaveCount(1);
  await expect(money.getByTestId('case-balance')).toHaveText(dollars(total - 5_000));
  // Issue 36 §4: "where the case stands" follows without a reload (it said "Paid $0.00" until one).
  const standing = page.getByRole('region', { name: 'Where the case stands' });
  await expect(standing.getByRole('row').filter({ hasText: 'Balance' })).toContainText('Paid $50.00');
  await expect(money.getByText('The family has not signed the contract yet. The funeral home countersigns after them.')).toBeVisible();
  await expectNoAxeViolations(page);

  await money.getByRole('button', { name: 'Refund Check 1042 of $50.00' }).click();
  await money.getByLabel(/^Amount to refund/).fill('20.00');
  await money.getByRole('button', { name: 'Refund…' }).click();
  await expect(money.getByText(/Refund \$20\.00 of Check 1042\?/)).toBeVisible();
  await expectNoAxeViolations(page);
  await money.getByRole('button', { name: 'Yes, refund $20.00' }).click();
  await expect(money.getByRole('cell', { name: '$20.00', exact: true })).toBeVisible();
  await expect(money.getByTestId('case-balance')).toHaveText(dollars(total - 3_000));
  await expect(standing.getByRole('row').filter({ hasText: 'Balance' })).toContainText('Paid $30.00');
  await expect(money.getByRole('cell', { name: 'Check 1042', exact: true })).toHaveCount(1);
});

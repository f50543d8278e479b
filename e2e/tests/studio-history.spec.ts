import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';

// Issue 36 point 1: records never lie about who did something. The family never joined; staff open the
// obituary text from the case page, type it and approve it FOR the family, by phone. The portal, the case page
// and the case history all say so — and the family, once they join, read the same.

test('staff approve the obituary for the family by phone; the portal, the case page and the history say who did it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Nora Lindqvist ${stamp}`;
  const email = `erik.${stamp}@example.com`;
  const note = 'Erik read it over the phone and agreed';
  const line = `Approved for the family by Eleanor Hartley, by phone, ${note}`;

  await signInStaff(page, '/studio/cases/new');
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Date of birth/).fill('1941-03-09');
  await page.getByLabel(/^Date of death/).fill('2026-11-22');
  await page.getByLabel(/^Their name/).fill('Erik Lindqvist');
  await page.getByLabel(/^Their email/).fill(email);
  await page.getByLabel(/^Relationship/).fill('Son');
  await page.getByRole('button', { name: 'Create case and invite' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const casePage = page.url();

  // The studio's link to the obituary text opens the portal's editor, where staff act for the family.
  await page.getByRole('link', { name: 'Open the obituary text' }).click();
  await page.getByRole('textbox', { name: 'The obituary' }).fill('Nora kept the lighthouse logbook for forty years.');
  await expect(page.getByTestId('save-state')).toHaveText(/Saved as a draft/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the obituary for the family' });
  await expect(dialog).toBeVisible();
  // How is required: the dialog says so and sends nothing.
  await dialog.getByRole('button', { name: 'Approve for the family' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose how the family gave their approval');
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: /By phone/ }).check();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await dialog.getByRole('button', { name: 'Approve for the family' }).click();
  await expect(page.getByText(new RegExp(`^${line} on `))).toBeVisible();
  await expectNoAxeViolations(page);

  // The case page says who approved, and the history lists it with who did it, newest first.
  await page.goto(casePage);
  const obituaryRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Obituary' }) });
  await expect(obituaryRow).toContainText(`${line} (revision 1) · on the website`);
  const history = page.getByRole('region', { name: 'Case history' });
  const approval = history.getByRole('row').filter({ hasText: `${line}: the obituary (revision 1)` });
  await expect(approval).toContainText('Eleanor Hartley (staff)');
  await expect(history.getByRole('row').filter({ hasText: 'Published the obituary with its approval' })).toContainText('not on the website → on the website');
  await expect(history.getByRole('row').filter({ hasText: `Opened the case for ${name}` })).toContainText('Eleanor Hartley (staff)');
  await expect(history.getByRole('row').nth(1)).toContainText('Published the obituary with its approval');
  await expectNoAxeViolations(page);

  // The family joins and reads the same record: approved for them, by whom and how.
  const context = await browser.newContext();
  const family = await context.newPage();
  await family.goto('/api/web/demo/outbox');
  await family.getByRole('article').filter({ hasText: email }).first().getByRole('link').click();
  await family.getByLabel(/^Choose a password/).fill('erik-long-password');
  await family.getByRole('button', { name: 'Create account and join' }).click();
  await expect(family).toHaveURL(/\/family-portal\/\d+\/nora-lindqvist-\d+$/);
  await family.goto(`${new URL(family.url()).pathname}/review-obituary`);
  await expect(family.getByText(new RegExp(`^${line} on `))).toBeVisible();
  await context.close();

  // Joining is in the history too, as the family member's own act.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Case history' })
      .getByRole('row')
      .filter({ hasText: 'Erik Lindqvist accepted the invitation and joined as the primary contact' }),
  ).toContainText('Erik Lindqvist (family member)');
});

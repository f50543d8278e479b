import { devices, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/studio';

// Issue 24: the staff desk takes a new call to an invited family working in its portal.

test.describe('the staff desk', () => {
  test('staff create a case; the family joins from the mail on a phone and completes a task', async ({ page, browser }) => {
    const stamp = Date.now();
    const name = `Walter Hughes ${stamp}`;
    const email = `nora.${stamp}@example.com`;

    await signInStaff(page, '/studio/cases');
    await expect(page.getByRole('heading', { level: 2, name: 'Cases' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rosa Inés Morales' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New case' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New case' })).toBeVisible();
    await page.getByRole('button', { name: 'Create case', exact: true }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Full name/).fill(name);
    await page.getByLabel(/^Date of birth/).fill('1940-01-02');
    await page.getByLabel(/^Date of death/).fill('2026-11-20');
    await page.getByLabel(/^Location/).selectOption({ label: 'Willowbrook Main Chapel' });
    await page.getByLabel(/^Their name/).fill('Nora Hughes');
    await page.getByLabel(/^Their email/).fill(email);
    await page.getByLabel(/^Relationship/).fill('Daughter');
    await page.getByRole('button', { name: 'Create case and invite' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The family, on a phone: the invitation from the outbox, a new account, a task done.
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    const family = await phone.newPage();
    await family.goto('/api/web/demo/outbox');
    await family.getByRole('article').filter({ hasText: email }).first().getByRole('link').click();
    await expect(family.getByRole('heading', { level: 1, name: 'Join the Family Portal' })).toBeVisible();
    await expect(family.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Nora Hughes');
    await family.getByLabel(/^Choose a password/).fill('nora-long-password');
    await family.getByRole('button', { name: 'Create account and join' }).click();
    await expect(family).toHaveURL(/\/family-portal\/\d+\/walter-hughes-\d+$/);
    await expect(family.getByText('Signed in as Nora Hughes')).toBeVisible();
    await family.goto(`${new URL(family.url()).pathname}/upload-music`);
    const panel = family.getByRole('region', { name: 'Status and who has this task' });
    await panel.getByRole('button', { name: 'Start' }).click();
    await panel.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(panel.getByText('Complete', { exact: true })).toBeVisible();
    await phone.close();

    // Back at the desk: the family has joined and the task is done.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Family' })).toContainText('Nora Hughes (' + email + ') · Primary contact');
    await expect(page.getByRole('row', { name: /Music/ })).toContainText('Complete');
  });

  test('an owner invites a colleague, who joins from the mail', async ({ page, browser }) => {
    const email = `sam.${Date.now()}@example.com`;
    await signInStaff(page, '/studio/team');
    await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
    await page.getByLabel(/^Their name/).fill('Sam Carter');
    await page.getByLabel(/^Their email/).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('region', { name: 'Open invitations' })).toContainText('Sam Carter');
    await expectNoAxeViolations(page);

    const other = await browser.newContext();
    const colleague = await other.newPage();
    await colleague.goto('/api/web/demo/outbox');
    await colleague.getByRole('article').filter({ hasText: email }).first().getByRole('link').click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeVisible();
    await expectNoAxeViolations(colleague);
    await colleague.getByLabel(/^Your name/).fill('Sam Carter');
    await colleague.getByLabel(/^Choose a password/).fill('sam-long-password');
    await colleague.getByRole('button', { name: 'Create account and join' }).click();
    await expect(colleague.getByRole('heading', { level: 2, name: 'Cases' })).toBeVisible();
    await other.close();
  });
});

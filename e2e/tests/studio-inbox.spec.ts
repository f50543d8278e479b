import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { submitAtNeedPlan } from '../support/plan-now-visitor';
import { signInStaff } from '../support/studio';

// Issue 24 §4: a visitor's plan reaches the staff inbox (and the home's staff by mail), and becomes a case
// whose primary contact gets the Family Portal invitation.

test.describe('the staff inbox', () => {
  test('a visitor submits plan-now; staff find it in the inbox and turn it into a case; the contact gets the invitation', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const email = `clara.${stamp}@example.com`;
    const last = `Whitfield${stamp}`;

    // The visitor, in a browser of their own, with answers beyond name and dates (issue 36 §4).
    await submitAtNeedPlan(browser, { first: 'Clara', last, email, deceasedFirst: 'Edwin' });

    // The home's staff got a mail that links to the item.
    await signInStaff(page, '/studio/inbox');
    await expect(page.getByRole('heading', { level: 2, name: 'Inbox' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `Edwin ${last}` });
    await expect(row).toContainText('New');
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: `Clara ${last}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `At-need plan from Clara ${last}` })).toBeVisible();
    await expect(page.getByText('Daughter')).toBeVisible();
    await expectNoAxeViolations(page);

    // Who has it.
    await page.getByLabel(/^Status/).selectOption({ label: 'In progress' });
    await page.getByLabel('Who has it').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    // The item's line says it, saved (the form's own label "Who has it" is no proof).
    await expect(page.getByText(/In progress · .+ has it/)).toBeVisible();

    // Turned into a case: the form starts from the visitor's answers.
    await page.getByRole('link', { name: 'Turn into a case' }).click();
    await expect(page.getByLabel(/^Full name/)).toHaveValue(`Edwin ${last}`);
    await expect(page.getByLabel(/^Their email/)).toHaveValue(email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create case and invite' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Edwin ${last}` })).toBeVisible();
    // The invitations table, and the case history's row of the invitation sent.
    await expect(page.getByRole('cell', { name: email }).first()).toBeVisible();

    // Every answer went with it (issue 36 §4): the case page links the plan, whose every answer reads as given…
    const portalHref = await page.getByRole('link', { name: 'Open in the Family Portal' }).getAttribute('href');
    await page.getByRole('link', { name: 'Read the plan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `The plan for Edwin ${last}` })).toBeVisible();
    await expect(page.getByText('Keep it short and sing loud.')).toBeVisible();
    await expect(page.getByText('Amazing Grace, and white lilies')).toBeVisible();
    await expectNoAxeViolations(page);
    // …and the family's Add details opens with them filled in.
    await page.goto(`${portalHref}/add-details`);
    await expect(page.getByRole('textbox', { name: /^Spouse or partner/ })).toHaveValue(`Margaret ${last}`);
    await expect(page.getByRole('textbox', { name: /^Children/ })).toHaveValue(`Clara ${last}\nSamuel ${last}`);
    await expect(page.getByRole('textbox', { name: /^In their own words/ })).toHaveValue('Keep it short and sing loud.');
    await expect(page.getByRole('textbox', { name: /^Preferred arrangement/ })).toHaveValue('Traditional burial');
    await expectNoAxeViolations(page);

    // The inbox item is done and points at the case.
    await page.goto('/studio/inbox');
    await page.getByLabel('Show').selectOption({ label: 'Done' });
    await page
      .getByRole('row')
      .filter({ hasText: `Edwin ${last}` })
      .getByRole('link')
      .click();
    await expect(page.getByRole('link', { name: 'Open the case made from it' })).toBeVisible();

    // The notification settings page.
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /new plan-now submission/ })).toBeChecked();
    await expectNoAxeViolations(page);

    // The outbox: the staff's notice with the inbox link, and the contact's invitation, opened by the contact.
    await page.goto('/api/web/demo/outbox');
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: `new at-need plan from Clara ${last}` })
        .first(),
    ).toBeVisible();
    const other = await browser.newContext();
    const contact = await other.newPage();
    await contact.goto('/api/web/demo/outbox');
    await contact.getByRole('article').filter({ hasText: email }).filter({ hasText: 'Family Portal' }).first().getByRole('link').first().click();
    await expect(contact.getByRole('heading', { level: 1, name: 'Join the Family Portal' })).toBeVisible();
    await expect(contact.getByRole('textbox', { name: /^Your name/ })).toHaveValue(`Clara ${last}`);
    await other.close();
  });

  test('a visitor sends a contact message; staff turn it into a case from the sender; the case page shows where it stands', async ({ page, browser }) => {
    const stamp = Date.now();
    const email = `lena.${stamp}@example.com`;
    const sender = `Lena Ortiz${stamp}`;

    const visit = await browser.newContext();
    const visitor = await visit.newPage();
    await visitor.goto('/contact');
    const form = visitor.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /Your name/ }).fill(sender);
    await form.getByRole('textbox', { name: /Email address/ }).fill(email);
    await form.getByRole('textbox', { name: /Phone number/ }).fill('(555) 404-1212');
    await form.getByRole('textbox', { name: /How can we help/ }).fill('My father died this morning. Can you help us?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible();
    await visit.close();

    await signInStaff(page, '/studio/inbox');
    await page.getByRole('row').filter({ hasText: sender }).getByRole('link', { name: sender }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Message from ${sender}` })).toBeVisible();
    await page.getByRole('link', { name: 'Turn into a case' }).click();

    // The sender is the contact; staff add who died and the relationship.
    await expect(page.getByLabel(/^Their name/)).toHaveValue(sender);
    await expect(page.getByLabel(/^Their email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Their phone/)).toHaveValue('(555) 404-1212');
    await expect(page.getByRole('link', { name: 'Back to the message' })).toBeVisible();
    await page.getByRole('button', { name: 'Create case and invite' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Full name/).fill(`Manuel Ortiz${stamp}`);
    await page.getByLabel(/^Date of death/).fill('2026-11-25');
    await page.getByLabel(/^Relationship/).fill('Daughter');
    await page.getByRole('button', { name: 'Create case and invite' }).click();

    // The case page: the contact invited, and where the case stands with links to where staff act.
    await expect(page.getByRole('heading', { level: 2, name: `Manuel Ortiz${stamp}` })).toBeVisible();
    // The invitations table, and the case history's row of the invitation sent.
    await expect(page.getByRole('cell', { name: email }).first()).toBeVisible();
    const standing = page.getByRole('region', { name: 'Where the case stands' });
    await expect(standing.getByRole('row').filter({ hasText: 'Arrangements' })).toContainText('No selection yet');
    await expect(standing.getByRole('row').filter({ hasText: 'Balance' })).toContainText('The total is fixed when the family signs.');
    await expect(standing.getByRole('row').filter({ hasText: 'Photos' })).toContainText('0 photos');
    await expect(standing.getByRole('link', { name: 'Open the arrangements' })).toHaveAttribute('href', /\/family-portal\/\d+\/manuel-ortiz\d+\/arrangements$/);
    await expectNoAxeViolations(page);

    // The message is done and points at the case.
    await page.goto('/studio/inbox');
    await page.getByLabel('Show').selectOption({ label: 'Done' });
    await page.getByRole('row').filter({ hasText: sender }).getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Open the case made from it' })).toBeVisible();

    // The invitation went to the sender.
    await page.goto('/api/web/demo/outbox');
    await expect(page.getByRole('article').filter({ hasText: email }).filter({ hasText: 'Family Portal' }).first()).toBeVisible();
  });
});

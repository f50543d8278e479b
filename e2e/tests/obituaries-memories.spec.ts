import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('the memorial wall', () => {
  test('a memory is validated, posted, and shown as plain text @phone', async ({ page }, testInfo) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/obituaries?name=eleanor');
    await page.getByRole('link', { name: 'Eleanor Grace Hartwell' }).click();
    await page.getByRole('link', { name: 'Share a memory' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Memories' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Share memory' }).click();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expectNoAxeViolations(page);

    const author = `<b>Visitor ${testInfo.project.name}</b>`;
    const payload = `<img src=x onerror="alert('xss')">She made every Sunday brighter (${testInfo.project.name}).`;
    await page.getByLabel('Your name').fill(author);
    await page.getByLabel('Relationship').fill('Neighbour');
    await page.getByLabel('Your memory').fill(payload);
    await page.getByRole('button', { name: 'Share memory' }).click();
    await expect(page.getByText('Your memory has been added to the wall.')).toBeVisible();
    const wall = page.getByRole('region', { name: 'Memories' });
    await expect(wall.getByText(payload)).toBeVisible();
    await expect(wall.getByText(author, { exact: true })).toBeVisible();
    await expect(wall.locator('img[src="x"], b')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Memories' }).getByText(payload).first()).toBeVisible();
    expect(dialogs).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('on a wall the family moderates, a memory waits for approval', async ({ page }) => {
    await page.goto('/obituaries?name=okafor');
    await page.getByRole('link', { name: 'Walter James Okafor' }).click();
    await page.getByRole('link', { name: /^Memories/ }).click();
    await page.getByLabel('Your name').fill('Chen Wei');
    await page.getByLabel('Your memory').fill('He taught me patience at the chessboard.');
    await page.getByRole('button', { name: 'Share memory' }).click();
    await expect(page.getByText('it will appear here once they approve it')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Memories' }).getByText('He taught me patience')).toHaveCount(0);
  });
});

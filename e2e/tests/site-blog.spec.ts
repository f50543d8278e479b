import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('blog', () => {
  test('the list is paged, newest first, and an article opens @phone', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(6);
    await expect(articles.first()).toContainText('Our new reception room at the Riverside Chapel');
    await expectNoAxeViolations(page);

    const paging = page.getByRole('navigation', { name: 'Blog pages' });
    await paging.getByRole('link', { name: /Next page/ }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(paging.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(articles.first()).toContainText('Helping children through grief');
    await expectNoAxeViolations(page);

    await page.goto('/blog?page=3');
    await expect(articles).toHaveCount(1);
    await expect(paging.getByRole('link', { name: /Next page/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'What to do in the first hours after a death' }).click();
    await expect(page).toHaveURL(/\/blog\/article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What to do in the first hours after a death' })).toBeVisible();
    await expect(page.getByText(/By Eleanor Hartley/)).toBeVisible();
    await expect(page).toHaveTitle('What to do in the first hours after a death | Willowbrook Funeral Home');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown or non-numeric article id is the 404 page', async ({ page }) => {
    for (const path of ['/blog/article/99999', '/blog/article/not-a-number']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" })).toBeVisible();
      await expect(page.getByText(path)).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shift';
import { CASE_PATH, FAMILY, signInByKeyboard } from './portal-support';

// Issue 43.6, what to do next, on a phone as the family would: the case home puts the one next thing first,
// a status reads as text (not a button), a task page opens with the task, the obituary page has one approve
// action, a task's "Complete" matches its state, and the public site's footer leads to the Family Portal.
const HOST = { 'X-Host': 'localhost' };
type Task = { id: number; kind: string; status: string; assignees: { id: string; name: string }[] };

async function familyApi(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/sign-in/email', { headers: HOST, data: FAMILY });
  const auth = { ...HOST, Authorization: `Bearer ${signIn.headers()['set-auth-token']}` };
  const caseId = Number(CASE_PATH.split('/')[2]);
  const idOf = async (name: string) =>
    ((await (await request.get(`/api/family/cases/${caseId}/user-search?query=${name}`, { headers: auth })).json()).items as { id: string }[])[0]!.id;
  const tasks = async (): Promise<Task[]> => (await (await request.get(`/api/family/cases/${caseId}/tasks?size=50`, { headers: auth })).json()).items;
  const post = async (path: string) => request.post(`/api/family/cases/${caseId}${path}`, { headers: auth });
  return { me: await idOf('Jordan'), grace: await idOf('Grace'), tasks, post };
}

// Opens a portal page as the demo family: the guard sends a signed-out visitor to sign in and back.
async function openAsFamily(page: Page, path: string) {
  await page.goto(path);
  const login = page.getByRole('heading', { level: 1, name: 'Sign in to the Family Portal' });
  await expect(login.or(page.locator('h1').filter({ hasNotText: 'Sign in to the Family Portal' }))).toBeVisible();
  if (await login.isVisible()) {
    await signInByKeyboard(page);
    await expect(login).toHaveCount(0);
  }
}

test.describe('what to do next', () => {
  test('the case home puts the one next thing first, and a status is text, not a button @phone', async ({ page, request }) => {
    // One task of mine, open (the others taken off me for the test, given back after), and one Grace has.
    const api = await familyApi(request);
    const before = await api.tasks();
    const mineBefore = before.filter((task) => task.assignees.some((person) => person.id === api.me)).map((task) => task.id);
    const wall = before.find((task) => task.kind === 'review-wall-settings')!;
    const music = before.find((task) => task.kind === 'upload-music')!;
    try {
      for (const id of mineBefore) await api.post(`/tasks/${id}/unassign/${api.me}`);
      await api.post(`/tasks/${wall.id}/assign/${api.me}`);
      if (wall.status === 'COMPLETE') await api.post(`/tasks/${wall.id}/status/IN_PROGRESS`);
      if (music.status === 'COMPLETE') await api.post(`/tasks/${music.id}/status/IN_PROGRESS`);
      await api.post(`/tasks/${music.id}/assign/${api.grace}`);

      await openAsFamily(page, CASE_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'Arrangements for Rosa Inés Morales' })).toBeVisible();
      const next = page.getByRole('region', { name: 'Next for you' });
      await expect(next).toBeVisible();
      // First on the page, and in the first screen of a phone.
      await expect(page.locator('main section').first()).toHaveAttribute('aria-labelledby', (await next.getAttribute('aria-labelledby'))!);
      await expect(next).toBeInViewport();
      await expect(next.getByRole('link').first()).toHaveText('Memorial wall settings');
      await expect(next.getByRole('listitem').filter({ hasText: 'Choose music' })).toContainText('Grace Whitfield');
      await expectNoAxeViolations(page);

      // A status is words after a mark, with no border or pill: nothing to press.
      const status = page.getByRole('region', { name: 'Tasks' }).locator('[data-task-status]').first();
      await expect(status).toBeVisible();
      expect(await status.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('0px');
      await expect(page.getByRole('region', { name: 'Tasks' }).getByRole('button')).toHaveCount(0);

      await next.getByRole('link', { name: 'Memorial wall settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Memorial wall settings' })).toBeVisible();
      // The task first, its status and who has it after.
      const panel = page.getByRole('region', { name: 'Status and who has this task' });
      const work = page.getByRole('checkbox', { name: 'Visitors may add a photo to their memory' });
      await expect(work).toBeVisible();
      expect((await work.boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);
    } finally {
      const now = await api.tasks();
      const has = (id: number, who: string) => now.find((task) => task.id === id)!.assignees.some((person) => person.id === who);
      if (!mineBefore.includes(wall.id) && has(wall.id, api.me)) await api.post(`/tasks/${wall.id}/unassign/${api.me}`);
      for (const id of mineBefore) if (!has(id, api.me)) await api.post(`/tasks/${id}/assign/${api.me}`);
    }
  });

  test('the obituary page has one approve action, and approving completes the task everywhere @phone', async ({ page }) => {
    await openAsFamily(page, `${CASE_PATH}/review-obituary`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review the obituary' })).toBeVisible();
    const text = page.getByRole('textbox', { name: 'The obituary' });
    // A change after approval needs approving again: make one (a sentence), then take it back, each saved.
    const saved = () => page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/obituary') && response.ok());
    await text.press('End');
    let done = saved();
    await text.pressSequentially(' Thank you.');
    await done;
    await expect(page.getByTestId('save-state')).toHaveText('Saved as a draft');
    done = saved();
    for (let n = 0; n < ' Thank you.'.length; n += 1) await text.press('Backspace');
    await done;
    await expect(page.getByTestId('save-state')).toHaveText('Saved as a draft');
    // One approve action on the page: the obituary's own; the status panel offers none.
    await expect(page.getByRole('button', { name: /approve/i })).toHaveCount(1);
    const panel = page.getByRole('region', { name: 'Status and who has this task' });
    await expect(panel.getByText('Approving is done above, with the approve button: it completes this task.')).toBeVisible();
    // The editor comes before the panel on the page.
    expect((await text.boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.getByTestId('save-state')).toHaveText('Saved and approved');
    await expect(panel.locator('[data-task-status]')).toHaveText('Complete');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Rosa Inés Morales' }).click();
    const row = page
      .getByRole('region', { name: 'Tasks' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Review the obituary' }) });
    await expect(row.locator('[data-task-status]')).toHaveText('Complete');
  });

  test('the theme task is complete exactly when a theme is chosen @phone', async ({ page }) => {
    await openAsFamily(page, `${CASE_PATH}/select-theme`);
    await expect(page.getByRole('heading', { level: 2, name: 'Our themes' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Status and who has this task' });
    const status = panel.locator('[data-task-status]');
    if ((await status.textContent()) === 'Complete') {
      await panel.getByRole('button', { name: 'Reopen' }).click();
      await expect(status).toHaveText('In progress');
    }
    await page
      .getByRole('button', { name: 'Choose Garden' })
      .or(page.getByRole('button', { name: 'Choose Chapel' }))
      .first()
      .click();
    await expect(page.getByText(/The memorial page now wears/).first()).toBeVisible();
    // Choosing is the task done: its status says so here and on the case home.
    await expect(status).toHaveText('Complete');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Rosa Inés Morales' }).click();
    const row = page
      .getByRole('region', { name: 'Tasks' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Choose the memorial theme' }) });
    await expect(row.locator('[data-task-status]')).toHaveText('Complete');
  });

  // Issue 44: a family member on a phone opens the case home and it must not jump as it settles (CLS, the
  // shifts without recent input, from the first paint to the page's last request).
  test('the case home does not jump as it loads, signed in @phone', async ({ page }) => {
    await openAsFamily(page, CASE_PATH);
    await recordLayoutShifts(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/members? of the family (has|have) joined/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });

  test('the public footer leads to the Family Portal @phone', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const link = footer.getByRole('navigation', { name: 'For families' }).getByRole('link', { name: 'Family Portal' });
    await link.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/family-portal(\/login)?/);
    await expect(page.getByRole('heading', { level: 1, name: /Sign in to the Family Portal|Family Portal/ })).toBeVisible();
  });
});

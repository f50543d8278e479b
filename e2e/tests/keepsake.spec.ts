import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CASE_PATH, signInByKeyboard } from './portal-support';

// Issue 29: the family asks for the keepsake from the case home, watches it being made (the API's own job
// runner, polling the database), gets the mail in the demo outbox and downloads an archive that is a zip.
test.describe('the keepsake', () => {
  test('the primary contact asks, sees the progress, gets the mail and downloads the archive', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.goto(CASE_PATH);
    await signInByKeyboard(page);
    await page.getByRole('link', { name: 'The keepsake: archive and memorial book' }).click();
    await expect(page).toHaveURL(`${CASE_PATH}/keepsake`);
    await expect(page.getByRole('heading', { level: 1, name: 'The keepsake' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A keepsake another run made may be listed already: then the button asks for a new one.
    await page.getByRole('button', { name: /^(Ask for the keepsake|Make a new keepsake)$/ }).click();
    // Made in the background, never in the request: the answer is a queued job with its progress bar.
    await expect(page.getByRole('progressbar', { name: 'Keepsake progress' })).toBeVisible();
    await expect(page.getByText('We will send you a mail when it is ready. You can leave this page.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The page asks again every 2 s until the job is done.
    await expect(page.getByText(/^Ready\. You can download it until /)).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('progressbar', { name: 'Keepsake progress' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The mail, in the dev outbox, links to the keepsake online (issue 43.4, keepsake-link.spec.ts), then to this page.
    const reader = await browser.newContext();
    const outbox = await reader.newPage();
    await outbox.goto('/api/web/demo/outbox');
    await expect(outbox.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
    const mail = outbox.getByRole('article').filter({ hasText: 'The keepsake of Rosa Inés Morales is ready' }).first();
    await expect(mail).toBeVisible();
    await expect(mail.getByRole('link').first()).toHaveAttribute('href', /\/keepsake\/[A-Za-z0-9_-]{32}$/);
    await expect(mail.getByRole('link').nth(1)).toHaveAttribute('href', new RegExp(`${CASE_PATH}/keepsake$`));
    await reader.close();

    // The archive, downloaded as the family does (the page fetches it with the session and saves it).
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /^The archive \(\.zip\)/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('keepsake-rosa-ines-morales-archive.zip');
    const bytes = await readFile((await download.path())!);
    // A zip: a local file header first, the end of the central directory last, index.html among the names.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.lastIndexOf(Buffer.from('504b0506', 'hex'))).toBeGreaterThan(bytes.length - 22 - 65_536);
    expect(bytes.includes(Buffer.from('index.html'))).toBe(true);
    expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
  });
});

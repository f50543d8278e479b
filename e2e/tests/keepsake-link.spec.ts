import { readFile } from 'node:fs/promises';
import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { FAMILY } from './portal-support';

// Issue 43.4: on a phone the family opens the keepsake without unzipping. The mail's link opens the keepsake
// online (no sign-in: the link is the key) with the zip and the book to download from there; the page is
// kept by no cache and no search engine; a link that opens nothing says so.
const HOST = { 'X-Host': 'localhost' };

// The newest keepsake mail's link to the online view, asking for a keepsake first if none is ready.
async function keepsakeLink(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/auth/sign-in/email', { headers: HOST, data: FAMILY });
  const auth = { ...HOST, Authorization: `Bearer ${signIn.headers()['set-auth-token']}` };
  const cases = await (await request.get('/api/family/cases', { headers: auth })).json();
  const rosa = cases.items.find((item: { nameSlug: string }) => item.nameSlug === 'rosa-ines-morales');
  const path = `/api/family/cases/${rosa.id}/keepsake`;
  const ready = async () => {
    const { job } = await (await request.get(path, { headers: auth })).json();
    return job?.status === 'DONE' && job.downloads.length > 0;
  };
  if (!(await ready())) {
    expect((await request.post(path, { headers: auth })).ok()).toBe(true);
    await expect.poll(ready, { timeout: 150_000, intervals: [2_000] }).toBe(true);
  }
  const { items } = await (await request.get('/api/web/demo/outbox.json', { headers: HOST })).json();
  const mail = items.find((item: { subject: string; to: string }) => item.subject === 'The keepsake of Rosa Inés Morales is ready' && item.to === FAMILY.email);
  const link = (mail.links as string[]).find((href) => /\/keepsake\/[A-Za-z0-9_-]{32}$/.test(href))!;
  expect(mail.text).toContain('nothing to unzip');
  return new URL(link).pathname;
}

test.describe('the keepsake by its mailed link', () => {
  test('opens on a phone without signing in, shows the memorial and downloads the archive @phone', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const path = await keepsakeLink(request);
    // A phone that has never signed in: the link alone opens it.
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await phone.newPage();
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Inés Morales' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/^The keepsake of Rosa Inés Morales/);

    // What the archive holds: the portrait, every captioned photo, the song.
    await expect(page.getByRole('img', { name: 'Portrait of Rosa Inés Morales' })).toBeVisible();
    const photos = page.getByRole('region', { name: 'Photos' });
    for (const caption of ['Rosa in her classroom, 1975', 'Sunday lunch at the farm', 'With Luis at his graduation']) {
      await expect(photos.getByRole('img', { name: caption })).toBeVisible();
      await expect(photos.getByText(caption, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Music' }).getByText('Amazing Grace (piano)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Download' })).toContainText(/This link and the downloads work until \w+ \d+, \d{4}\./);
    // Nothing on it names the family's accounts.
    await expect(page.locator('body')).not.toContainText('family@willowbrook.test');
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The archive, downloaded from the page by a plain link (the token is the key, no session).
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'The whole keepsake (.zip), to keep on a computer' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('keepsake-rosa-ines-morales-archive.zip');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.includes(Buffer.from('index.html'))).toBe(true);
    const book = await page.request.get(await page.getByRole('link', { name: 'The memorial book, A4 (PDF)' }).getAttribute('href').then(String));
    expect(book.headers()['content-type']).toBe('application/pdf');

    // A link that opens nothing says so, and where to go, on the same private terms.
    const unknown = await page.goto(`/keepsake/${'A'.repeat(32)}`);
    expect(unknown!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'This link opens nothing' })).toBeVisible();
    await expect(page.getByText('This keepsake link opens nothing. Please check that the whole link was copied from the mail.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the Family Portal' })).toHaveAttribute('href', '/family-portal');
    await expectNoAxeViolations(page);
    await phone.close();
  });
});

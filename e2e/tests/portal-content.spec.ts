import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The family's content (issue 16): what the family does in the portal shows on the public memorial.
const HOST = { 'X-Host': 'localhost' };
const FAMILY = { email: 'family@willowbrook.test', password: 'keepsake-demo-family' };

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = 0xffffffff;
  for (const byte of body) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}
// A real photo-sized PNG (noise, so it does not compress away): about 1 MB, enough to see progress.
function photoPng(seed: number, width = 640, height = 480): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = i % (width * 3 + 1) === 0 ? 0 : x >>> 24;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Demo {
  token: string;
  casePath: string;
  caseId: number;
  publicPath: string;
}

async function demoFamily(request: APIRequestContext): Promise<Demo> {
  const signIn = await request.post('/api/auth/sign-in/email', { headers: HOST, data: FAMILY });
  expect(signIn.ok()).toBe(true);
  const token = signIn.headers()['set-auth-token']!;
  const auth = { ...HOST, Authorization: `Bearer ${token}` };
  const cases = await (await request.get('/api/family/cases', { headers: auth })).json();
  const rosa = cases.items.find((item: { nameSlug: string }) => item.nameSlug === 'rosa-ines-morales');
  // The demo page is public once the family has approved their obituary (approving again is harmless).
  const approved = await (await request.post(`/api/family/cases/${rosa.id}/obituary/approve`, { headers: auth })).json();
  return { token, caseId: rosa.id, casePath: `/family-portal/${rosa.id}/${rosa.nameSlug}`, publicPath: approved.publicPath };
}

// Opens a portal page as the demo family: the guard sends a signed-out visitor to sign in and back.
async function openAsFamily(page: Page, path: string) {
  await page.goto(path);
  const login = page.getByRole('heading', { level: 1, name: 'Sign in to the Family Portal' });
  const landed = page.locator('h1').filter({ hasNotText: 'Sign in to the Family Portal' });
  await expect(login.or(landed)).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Email').fill(FAMILY.email);
    await page.getByLabel('Password').fill(FAMILY.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(login).toHaveCount(0);
  }
}

test.describe('the family content in the portal and on the public memorial', () => {
  let demo: Demo;
  test.beforeAll(async ({ request }) => {
    demo = await demoFamily(request);
  });

  test('upload three photos with progress, on a phone; the described ones go live with their description as alt text @phone', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    await openAsFamily(page, `${demo.casePath}/upload-photos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Share photos' })).toBeVisible();
    // "Drag photos here" only where dragging is possible: not on a touch phone.
    await expect(page.getByText('Drag photos here, or')).toBeVisible({ visible: !isMobile });
    await expectNoAxeViolations(page);
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const names = [1, 2, 3].map((n) => `${stamp}-photo-${n}.png`);
    await page.getByLabel('Choose photos').setInputFiles(names.map((name, n) => ({ name, mimeType: 'image/png', buffer: photoPng(n + 1) })));
    const uploads = page.getByRole('list', { name: 'Uploads' });
    for (const name of names) {
      await expect(uploads.getByRole('progressbar', { name: `Uploading ${name}` })).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    }
    await expect(uploads.getByText('Uploaded')).toHaveCount(3);
    const yours = page.getByRole('region', { name: 'Your photos' });
    for (const name of names) await expect(yours.getByText(name, { exact: true })).toBeVisible();
    // Issue 42: a photo that says nothing of what it shows is not on the public page yet, and the page says so.
    const rowOf = (name: string) => yours.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    for (const name of names) await expect(rowOf(name).getByText(/^Not on the public page yet/)).toBeVisible();
    const saved = () => page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
    // One gets a caption, one a description of what it shows; the third stays undescribed.
    await rowOf(names[2]!).getByLabel('Caption').fill(`Garden party (${stamp})`);
    let done = saved();
    await rowOf(names[2]!).getByLabel('Caption').blur();
    await done;
    const description = `Rosa laughing among her roses (${stamp})`;
    await rowOf(names[1]!)
      .getByLabel(/^What the photo shows/)
      .fill(description);
    done = saved();
    await rowOf(names[1]!)
      .getByLabel(/^What the photo shows/)
      .blur();
    await done;
    await expect(rowOf(names[1]!).getByText(/^Not on the public page yet/)).toHaveCount(0);
    await expect(rowOf(names[0]!).getByText(/^Not on the public page yet/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The public gallery: the two described photos, named by their description or caption; not the third.
    const auth = { ...HOST, Authorization: `Bearer ${demo.token}` };
    const media = (await (await request.get(`/api/family/cases/${demo.caseId}/photos?size=100`, { headers: auth })).json()).items as {
      fileName: string;
      url: string;
    }[];
    const urlOf = (name: string) => media.find((item) => item.fileName === name)!.url;
    await page.goto(`${demo.publicPath}/photos`);
    await expect(page.getByRole('button', { name: new RegExp(`^View photo \\d+ of \\d+: Garden party \\(${stamp}\\)$`) })).toBeVisible();
    const described = page.getByRole('button', { name: new RegExp(`^View photo \\d+ of \\d+: ${description.replace(/[()]/g, '\\$&')}$`) });
    await expect(described).toBeVisible();
    await expect(page.locator(`img[src="${urlOf(names[1]!)}"]`)).toHaveCount(1);
    await expect(page.locator(`img[src="${urlOf(names[0]!)}"]`)).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Opened, the picture's alt text is its description.
    await described.click();
    await expect(page.getByRole('dialog').getByRole('img', { name: description })).toBeVisible();
  });

  test('a refused file names itself and why, and offers a retry', async ({ page }) => {
    await openAsFamily(page, `${demo.casePath}/upload-photos`);
    await page.getByLabel('Choose photos').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\necho hi\n') });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg is not a JPEG, PNG or WebP photo.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try notes.jpg again' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('approve the obituary and see the public page change', async ({ page }) => {
    await openAsFamily(page, `${demo.casePath}/review-obituary`);
    const editor = page.getByLabel('The obituary');
    await expect(editor).toBeVisible();
    await expectNoAxeViolations(page);
    const line = `She taught us all to dance the bomba (${Date.now()}).`;
    await editor.press('End');
    await editor.pressSequentially(`\n\n${line}`, { delay: 5 });
    await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
    await expect(page.getByTestId('save-state')).toHaveText('Saved as a draft', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('article', { name: 'Preview of the public page' }).getByText(line)).toBeVisible();
    await expectNoAxeViolations(page);

    // Saved is not published: the public page keeps the approved words until approval.
    const before = await page.context().newPage();
    await before.goto(demo.publicPath);
    await expect(before.getByRole('heading', { level: 1, name: 'Rosa Inés Morales' })).toBeVisible();
    await expect(before.getByText(line)).toHaveCount(0);
    await before.close();

    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.getByText('The obituary is published').first()).toBeVisible();
    await page.getByRole('link', { name: 'See the public page' }).click();
    await expect(page.getByText(line)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('hide a memory and see it gone from the public wall', async ({ page }) => {
    await page.goto(`${demo.publicPath}/memories`);
    await expect(page.getByRole('region', { name: 'Memories' }).getByText('Maria Lopez', { exact: true })).toBeVisible();
    await openAsFamily(page, `${demo.casePath}/review-wall-comments`);
    await expect(page.getByText(/memories are waiting for you|memory is waiting for you/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^On the wall/ }).click();
    await page.getByRole('button', { name: 'Hide the memory from Maria Lopez' }).click();
    await expect(page.getByText('1 memory hidden from the wall').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide the memory from Maria Lopez' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(`${demo.publicPath}/memories`);
    await expect(page.getByRole('heading', { level: 2, name: 'Memories' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Memories' }).getByText('Maria Lopez', { exact: true })).toHaveCount(0);
  });

  test('turn wall photos off, on a phone, and the public memory form has no photo field @phone', async ({ page, request, isMobile }) => {
    // Start from photos on (the default), whatever an earlier run left; put them back on at the end.
    const auth = { ...HOST, Authorization: `Bearer ${demo.token}` };
    const settingsUrl = `/api/family/cases/${demo.caseId}/memorial-wall/settings`;
    const before = await (await request.get(settingsUrl, { headers: auth })).json();
    expect((await request.post(settingsUrl, { headers: auth, data: { ...before, posting: 'ANYONE', photos: true } })).ok()).toBe(true);
    try {
      await openAsFamily(page, `${demo.casePath}/review-wall-settings`);
      const photos = page.getByRole('checkbox', { name: 'Visitors may add a photo to their memory' });
      await expect(photos).toBeChecked();
      await expectNoAxeViolations(page);
      await photos.uncheck();
      await page.getByRole('button', { name: 'Save the settings' }).click();
      await expect(page.getByText('The memorial wall settings are saved').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${demo.publicPath}/memories`);
      await expect(page.getByRole('heading', { level: 2, name: 'Memories' })).toBeVisible();
      // On a phone the form is folded above the wall; on a wide screen it is always open beside it.
      if (isMobile) await page.getByRole('button', { name: 'Share a memory' }).click();
      await expect(page.getByLabel('Your memory')).toBeVisible();
      await expect(page.getByLabel('A photo (optional)')).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await request.post(settingsUrl, { headers: auth, data: { ...before, photos: true } });
    }
  });

  test('choose a theme and see the public page wear it', async ({ page, request }) => {
    // Start from another theme, so choosing is a change whatever an earlier run left.
    const auth = { ...HOST, Authorization: `Bearer ${demo.token}` };
    const reset = await request.post(`/api/family/cases/${demo.caseId}/memorial-theme?mediaId=stock-willow-morning`, { headers: auth });
    expect(reset.ok()).toBe(true);
    await openAsFamily(page, `${demo.casePath}/select-theme`);
    await expect(page.getByRole('heading', { level: 2, name: 'Our themes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Choose Chapel' }).click();
    await expect(page.getByText('The memorial page now wears “Chapel”').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chosen' })).toHaveCount(1);

    await page.goto(demo.publicPath);
    const header = page.locator('header[data-obituary-header]');
    await expect(header).toHaveAttribute('data-memorial-theme', 'stock-chapel');
    await expect(header.locator('img[data-theme-picture]')).toHaveAttribute('src', '/api/assets/chapel.svg');
    await expect(header.getByRole('heading', { level: 1, name: 'Rosa Inés Morales' })).toHaveCSS('color', 'rgb(255, 255, 255)');
    // The scrim is the family's (0.65 for Chapel), never lighter than what keeps white text at 4.5:1.
    await expect(header.locator('[data-theme-scrim]')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.65)');
    await expectNoAxeViolations(page);
  });

  test('comment on and approve stationery', async ({ page }) => {
    await openAsFamily(page, `${demo.casePath}/review-stationery`);
    await expect(page.getByRole('heading', { level: 2, name: /Memorial folder/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Prayer card' }).click();
    await expect(page).toHaveURL(/\/review-stationery\/prayer-card$/);
    const note = `Please use the Hail Mary (${Date.now()})`;
    await page.getByLabel('Comment on the prayer card, back').fill(note);
    await page.getByRole('button', { name: 'Send comment' }).nth(1).click();
    await expect(page.getByRole('list', { name: 'Comments on the back' }).getByText(note)).toBeVisible();
    // Open change requests: approving over them asks first, naming who asked what (issue 43 point 5).
    await page.getByRole('button', { name: 'Approve the stationery' }).click();
    const question = page.getByRole('alert').filter({ hasText: 'Approve anyway?' });
    await expect(question).toContainText(`Jordan Morales asked: “${note}”`);
    await expectNoAxeViolations(page, { always: true });
    await page.getByRole('button', { name: 'Approve anyway' }).click();
    await expect(page.getByText('Approved by Jordan Morales.')).toBeVisible();
    await expectNoAxeViolations(page);
    // The home is told of the approval, and of the request it went over.
    await page.goto('/api/web/demo/outbox');
    await expect(
      page.getByRole('article').filter({ hasText: 'Jordan Morales approved the stationery for Rosa Inés Morales' }).filter({ hasText: note }).first(),
    ).toBeVisible();
  });
});

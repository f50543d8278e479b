import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// Issue 15 §3–7 and §12 on a phone: services with RSVP and livestream, the compact header and wrapping
// tabs, the memory form above the wall with a photo and "Read more", the photo viewer's size and zoom, the
// memorial video's controls, and the search's years and advice.
const ELEANOR = 'Eleanor Grace Hartwell';
// A 4 × 3 PNG, as a phone's photo picker would hand it over.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGM4UREARww4OQBzdhLBZPAGSAAAAABJRU5ErkJggg==',
  'base64',
);

async function openEleanor(page: Page) {
  await page.goto('/obituaries?name=eleanor');
  await page.getByRole('link', { name: ELEANOR }).click();
  await expect(page.getByRole('heading', { level: 1, name: ELEANOR })).toBeVisible();
}

const tab = (page: Page, name: RegExp) => page.getByRole('navigation', { name: `Pages about ${ELEANOR}` }).getByRole('link', { name });

test.describe('an obituary on a phone', () => {
  test('a service asks who is coming: name and head count, no account, one confirmation @phone', async ({ page }, testInfo) => {
    await openEleanor(page);
    const service = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Funeral Service' }) });
    await expect(service.getByRole('link', { name: /Watch the livestream/ })).toHaveAttribute('href', 'https://livestream.example.com/eleanor-grace-hartwell');
    const open = service.getByRole('button', { name: 'RSVP: I will attend the Funeral Service' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // A reader scrolls down to the services; their region hydrates as it nears the screen (ADR 112). Playwright
    // scrolls only to an enabled control, so a page served before the list hydrated waited here forever.
    await service.scrollIntoViewIfNeeded();
    await expect(open).toBeEnabled();
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const name = service.getByLabel('Your name');
    await service.getByLabel('How many people, including you').fill('30');
    await service.getByRole('button', { name: 'Send reply' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(service.getByText('This field is required')).toBeVisible();
    await expect(service.getByText('Cannot exceed 20')).toBeVisible();
    await expectNoAxeViolations(page);
    await name.fill(`Ada ${testInfo.project.name}`);
    await service.getByLabel('How many people, including you').fill('2');
    await service.getByRole('button', { name: 'Send reply' }).click();
    await expect(service.getByRole('status')).toHaveText(
      `Thank you, Ada ${testInfo.project.name}. The family knows to expect 2 people at the Funeral Service.`,
    );
    await expect(service.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
    // The committal does not ask.
    const committal = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Committal' }) });
    await expect(committal.getByRole('button', { name: /RSVP/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('sub-pages have a compact header and every tab in view; "Share a memory" opens the form above the wall @phone', async ({ page, isMobile }) => {
    await openEleanor(page);
    const fullHeight = (await page.locator('header[data-obituary-header]').boundingBox())!.height;
    await tab(page, /^Photos/).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
    const header = page.locator('header[data-obituary-header]');
    await expect(header).toHaveAttribute('data-compact', '');
    const compactHeight = (await header.boundingBox())!.height;
    expect(compactHeight).toBeLessThan(fullHeight / 2);
    await expect(page.getByRole('heading', { level: 1, name: ELEANOR })).toBeVisible();
    // The tabs wrap: none is cut off at the screen's edge, and the strip never scrolls sideways.
    const viewport = page.viewportSize()!;
    const links = page.getByRole('navigation', { name: `Pages about ${ELEANOR}` }).getByRole('link');
    for (const box of await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(viewport.width);
    }
    const list = page.getByRole('navigation', { name: `Pages about ${ELEANOR}` }).getByRole('list');
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await tab(page, /^Obituary/).click();
    await page.getByRole('link', { name: 'Share a memory' }).click();
    // On a wide screen the form is the column beside the wall; the rest is about a phone.
    if (!isMobile) return;
    const nameField = page.getByLabel('Your name');
    await expect(nameField).toBeVisible();
    // Above the wall, on the first screen.
    const fieldBox = (await nameField.boundingBox())!;
    const firstMemory = (await page.getByRole('region', { name: 'Memories' }).getByRole('article').first().boundingBox())!;
    expect(fieldBox.y).toBeLessThan(firstMemory.y);
    expect(fieldBox.y + fieldBox.height).toBeLessThan(viewport.height);
    await expect(page.getByRole('button', { name: 'Share a memory' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });

  test('a memory with a photo, shortened with "Read more" @phone', async ({ page, isMobile }, testInfo) => {
    await openEleanor(page);
    await tab(page, /^Memories/).click();
    // On a phone the form is folded above the wall; on a wide screen it is always open beside it.
    if (isMobile) await page.getByRole('button', { name: 'Share a memory' }).click();
    const author = `Photo visitor ${testInfo.project.name}`;
    const text = `${'We planted the roses together each spring, and she named every one. '.repeat(9)}The last one was for me.`;
    await page.getByLabel('Your name').fill(author);
    await page.getByLabel('Your memory').fill(text);
    // A file that is not a photo is named at once, before sending; the typing stays.
    await page.getByLabel('A photo (optional)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('notes.txt is not a JPEG, PNG or WebP photo.')).toBeVisible();
    await expect(page.getByLabel('A photo (optional)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('A photo (optional)').setInputFiles({ name: 'roses.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByLabel('Your memory')).toHaveValue(text);
    await page.getByRole('button', { name: 'Share memory' }).click();
    await expect(page.getByText('Your memory has been added to the wall.')).toBeVisible();
    const card = page.getByRole('article', { name: `Memory from ${author}` });
    await expect(card.getByRole('img', { name: `Shared by ${author}` })).toBeVisible();
    expect(await card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4);
    const more = card.getByRole('button', { name: `Read more of the memory from ${author}` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByText(/The last one was for me\./)).toHaveCount(0);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: `Show less of the memory from ${author}` })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText(/The last one was for me\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the photo viewer fills the screen and zooms @phone', async ({ page, isMobile }) => {
    await openEleanor(page);
    await tab(page, /^Photos/).click();
    await page.getByRole('button', { name: /^View photo 1 of 6/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 6' });
    await expect(viewer).toBeVisible();
    const viewport = page.viewportSize()!;
    // The photo (4:3) as wide as the screen: object-fit keeps it whole inside a box the width of the screen.
    const stage = (await viewer.locator('[data-photo-stage]').boundingBox())!;
    expect(stage.width).toBeGreaterThanOrEqual(viewport.width - 1);
    // On a phone held upright, the box is taller than the photo is when as wide as the screen.
    if (isMobile) expect(stage.height).toBeGreaterThan((viewport.width * 3) / 4);
    await expectNoAxeViolations(page);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByRole('status')).toHaveText('150%');
    await page.keyboard.press('+');
    await expect(viewer.getByRole('status')).toHaveText('225%');
    await page.keyboard.press('0');
    await expect(viewer.getByRole('status')).toHaveText('Fit');
    // A pinch: two touch points moving apart.
    const center = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
    await viewer.locator('[data-photo-stage]').evaluate((element, { x, y }) => {
      const fire = (type: string, pointerId: number, clientX: number) =>
        element.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId, pointerType: 'touch', clientX, clientY: y, isPrimary: pointerId === 1 }));
      fire('pointerdown', 1, x - 50);
      fire('pointerdown', 2, x + 50);
      fire('pointermove', 2, x + 150);
      fire('pointerup', 2, x + 150);
      fire('pointerup', 1, x - 50);
    }, center);
    await expect(viewer.getByRole('status')).toHaveText('200%');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the memorial video: play first, progress, a music toggle with its state, full screen @phone', async ({ page }) => {
    await openEleanor(page);
    await tab(page, /^Memorial Video/).click();
    const controls = page.getByRole('group', { name: 'Slideshow controls' });
    await expect(controls.getByRole('button')).toHaveText(['Play tribute', 'Previous', 'Next', 'Music: on', 'Full screen']);
    const progress = page.getByRole('progressbar', { name: 'Tribute progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '17');
    await controls.getByRole('button', { name: 'Next photo' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    const music = controls.getByRole('button', { name: 'Music' });
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await music.click();
    await expect(music).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
    await controls.getByRole('button', { name: 'Full screen' }).click();
    const player = page.getByRole('region', { name: `Tribute to ${ELEANOR}` });
    await expect(player).toHaveAttribute('data-full-screen', '');
    const box = (await player.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(player).not.toHaveAttribute('data-full-screen', '');
  });
});

test.describe('obituary search on a phone', () => {
  test('offers only years that have obituaries, dates in words, advice for what was searched @phone', async ({ page }) => {
    const years = (await (await page.request.get('/api/web/obituaries/years')).json()) as { years: number[] };
    expect(years.years.length).toBeGreaterThan(0);
    await page.goto('/obituaries');
    const select = page.getByLabel('Year of passing');
    await expect(select.locator('option')).toHaveText(['Any year', ...years.years.map(String)]);
    // Dates in words on the cards.
    await expect(page.getByRole('article').first()).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4} – [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expectNoAxeViolations(page);

    await page.goto('/obituaries?year=1990');
    await expect(page.getByText('There are no obituaries from 1990 here; the year list shows the years that have some.')).toBeVisible();
    await page.goto(`/obituaries?name=zzyzx&year=${years.years[0]}`);
    await expect(page.getByText(`Search for “zzyzx” in every year: leave the year and the dates empty.`)).toBeVisible();
    await page.goto('/obituaries?from=1990-01-01&to=1990-12-31');
    await expect(page.getByText(`The obituaries here are from ${years.years.at(-1)} to ${years.years[0]}.`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

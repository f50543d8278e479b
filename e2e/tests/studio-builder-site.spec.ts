import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_URL } from '../support/e2e-env';

const headers = { 'X-Host': 'localhost' };
const QUOTE = 'They answered at three in the morning and stayed with us until dawn.';
const PRIMARY = '#7a2e3b';

// Issue 26 on a desktop: the studio edits a paragraph with a bold word and a link, adds a testimonial,
// creates a page in the navigation, changes the primary colour and publishes; the server-rendered public
// site shows all of it. The frame's mark report (web:update-module-text-mark-state) drives the toolbar.
test.describe('the studio builds the site', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Passes on its own, but the full suite shares one database: after it, the live home page and the studio's
  // history are not as the later studio, protocol and server-rendering specs expect (7 of them failed in the
  // full run of 2026-11-26). Off until it builds on a home of its own (issue 27's home:create) — issue 26.
  test.fixme('rich text, a testimonial, a new page and the primary colour, published and server rendered', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/studio');
    const signIn = page.getByRole('form', { name: 'Sign in to the studio' });
    await signIn.getByLabel('Email').fill('staff@willowbrook.test');
    await signIn.getByLabel('Password').fill('keepsake-demo-staff');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    const outline = page.getByRole('list', { name: 'Modules on this page' });
    await expect(outline).toBeVisible();
    const original = (await (await page.request.get(`${E2E_URL}/api/web/builder/draft`, { headers })).json()) as { context: unknown };
    const frame = page.frameLocator('iframe[title^="Preview of"]');

    // The paragraph: new words, one run bold, one a link to a page.
    await outline.getByRole('button', { name: 'Text: A family caring for families', exact: true }).click();
    const properties = page.getByRole('form', { name: /^Properties of Text/ });
    const toolbar = properties.getByRole('toolbar', { name: /marks/i });
    await properties.getByRole('textbox', { name: 'Block 1, words 1', exact: true }).fill('We are here ');
    await properties.getByRole('button', { name: 'Add words to block 1' }).click();
    await properties.getByRole('textbox', { name: 'Block 1, words 2', exact: true }).fill('day and night');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await properties.getByRole('button', { name: 'Add words to block 1' }).click();
    await properties.getByRole('textbox', { name: 'Block 1, words 3', exact: true }).fill('about our family');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await properties.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'About Us (/about)' });
    await expect(frame.locator('strong', { hasText: 'day and night' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'about our family' })).toHaveAttribute('href', '/about');

    // The selection in the page reports its marks; the studio's toolbar shows them.
    await properties.getByRole('textbox', { name: 'Block 1, words 1', exact: true }).focus();
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    await frame.locator('strong', { hasText: 'day and night' }).evaluate((element) => document.getSelection()?.selectAllChildren(element));
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    // A fourth testimonial.
    await outline.getByRole('button', { name: 'Testimonials: What families say', exact: true }).click();
    const testimonials = page.getByRole('form', { name: /^Properties of Testimonials/ });
    await testimonials.getByRole('button', { name: 'Add testimonial' }).click();
    const fourth = testimonials.getByRole('group', { name: 'Testimonial 4' });
    await fourth.getByRole('textbox', { name: 'Quote' }).fill(QUOTE);
    await fourth.getByRole('textbox', { name: 'Name' }).fill('Ana Ruiz');
    await expect(frame.getByText(QUOTE)).toBeVisible();
    await expectNoAxeViolations(page);

    // The primary colour, previewed in the frame.
    await page.getByRole('tab', { name: 'Site' }).click();
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(PRIMARY);

    // A new page, in the header menu.
    await page.getByRole('tab', { name: 'Page' }).click();
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Grief Support');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /Grief Support/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish to the live website?' }).getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published. Visitors now see the new website.')).toBeVisible();

    // The public site, as the server renders it (no script run).
    const home = await (await page.request.get(`${E2E_URL}/`)).text();
    expect(home).toMatch(/<strong>day and night<\/strong>/);
    expect(home).toContain('about our family');
    expect(home).toContain(QUOTE);
    expect(home).toContain('href="/grief-support"');
    expect(home.toLowerCase()).toContain(PRIMARY);
    const newPage = await page.request.get(`${E2E_URL}/grief-support`);
    expect(newPage.status()).toBe(200);

    // Put the live site and the draft back for the suites after this one.
    const [latest] = (await (await page.request.get(`${E2E_URL}/api/web/builder/publications`, { headers })).json()) as { id: number }[];
    expect((await page.request.post(`${E2E_URL}/api/web/builder/publications/${latest?.id}/rollback`, { headers })).ok()).toBe(true);
    const { revision } = (await (await page.request.get(`${E2E_URL}/api/web/builder/draft`, { headers })).json()) as { revision: number };
    expect((await page.request.put(`${E2E_URL}/api/web/builder/draft`, { headers, data: { baseRevision: revision, context: original.context } })).ok()).toBe(
      true,
    );
  });
});

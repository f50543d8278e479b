import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ENV } from '../support/e2e-env';
import { untilHydrated } from '../support/served-page';

test.describe('the composed site', () => {
  test('the home page is composed from the shell and its remotes, each from its own origin @phone', async ({ page }) => {
    const origins = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('remoteEntry.js')) origins.add(new URL(response.url()).port);
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Willowbrook Funeral Home' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Willowbrook');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // The header comes from remote-site's origin, not the shell's.
    expect(origins).toContain(E2E_ENV.SITE_PORT);
    // "Plan Now" is in the navigation but hidden from the header (SPEC §2).
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan Now' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the page icon is the funeral home logo', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /logo/);
  });

  test('each remote mounts its first page at its prefix and reads the shared render context', async ({ page }) => {
    for (const [path, heading] of [
      ['/obituaries', 'Obituaries'],
      ['/family-portal', 'Family Portal'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/Willowbrook/);
      await expectNoAxeViolations(page);
    }
    await page.goto('/plan-now');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a server-provided redirect is applied on navigation', async ({ page }) => {
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/about\/our-staff$/);
  });

  test('an absolute redirect to an allowed origin is a 302 from the server and a full page load in the browser', async ({ page }) => {
    // Opened directly, the shell's server answers the redirect itself (ADR 044).
    const answer = await page.request.get('/memorial-trust', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('https://www.willowbrook-memorial-trust.example/');

    // Reached inside the running app, the browser leaves the app for the other origin.
    await page.route('https://www.willowbrook-memorial-trust.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Memorial trust</title><h1>Memorial trust</h1>' }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Honoring every life with dignity and care' })).toBeVisible();
    // The heading is served HTML, shown before any script runs; the router hears a history move only once the page
    // has hydrated. The header hydrates after it (an idle region, ADR 125), so a hydrated header says it has.
    await untilHydrated(page.getByRole('banner').getByRole('link').first());
    await page.evaluate(() => {
      window.history.pushState({}, '', '/memorial-trust');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('https://www.willowbrook-memorial-trust.example/');
    await expect(page.getByRole('heading', { name: 'Memorial trust' })).toBeVisible();
  });
});
